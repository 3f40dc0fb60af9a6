import type { PartialSeedStoryTexts } from './types.js';

/** The three guides in German; the other sample stories fall back to English. */
export const de: PartialSeedStoryTexts = {
  'first-24-hours': {
    title: 'Was in den ersten 24 Stunden zu tun ist',
    excerpt:
      'Die ersten Stunden zählen am meisten. Eine Liste Schritt für Schritt, wenn ein geliebter Mensch nicht zu finden ist: suchen, melden, die Nachricht verbreiten, alles aufschreiben.',
    body: `<p>Die meisten vermissten Menschen werden schon am ersten Tag gefunden, meist in der Nähe des Ortes, an dem sie zuletzt gesehen wurden. Was Sie in diesen Stunden tun, ist wichtig. Sie müssen nicht 24 Stunden warten, bevor Sie die Polizei informieren.</p>
<h2>In der ersten Stunde</h2>
<ol>
<li><strong>Suchen Sie noch einmal an den naheliegenden Orten</strong>: im Haus (Schränke, Dach, Garage), bei den Nachbarn, auf dem Weg zur Schule oder zum Markt.</li>
<li><strong>Rufen Sie alle an, die etwas wissen könnten</strong>: Verwandte, Freunde, Lehrer, die Arbeitsstelle. Bitten Sie sie, sich zurückzumelden, wenn sie etwas hören.</li>
<li><strong>Rufen Sie die Polizei</strong>: Wählen Sie die <strong>113</strong>, wenn ein Kind, ein älterer Mensch, eine kranke Person oder jemand in Gefahr vermisst wird, oder gehen Sie zur Polizeiwache der Gemeinde oder des Stadtbezirks. Bei einem Kind können Sie auch die nationale Kinderschutz-Hotline <strong>111</strong> anrufen.</li>
</ol>
<h2>In den ersten Stunden</h2>
<ul>
<li><strong>Suchen Sie ein aktuelles, deutliches Foto</strong> des Gesichts heraus, und eines vom ganzen Körper, wenn Sie eines haben.</li>
<li><strong>Schreiben Sie auf, was die Person trug</strong>, ihre Größe, besondere Merkmale und Medikamente, die sie braucht.</li>
<li><strong>Prüfen Sie ihr Telefon und ihre Konten</strong> mit Hilfe der Polizei: letzte Nachrichten, Standortfreigabe, neue Kontakte.</li>
<li><strong>Lassen Sie eine Person zu Hause</strong> am Telefon, falls die vermisste Person zurückkommt oder anruft.</li>
</ul>
<h2>Die Nachricht verbreiten</h2>
<ul>
<li>Melden Sie den Fall auf dieser Plattform, damit Freiwillige in der Gegend ihn auf der Karte sehen.</li>
<li>Teilen Sie eine einzige, klare Nachricht mit dem Foto, dem Ort und der Uhrzeit, an dem die Person zuletzt gesehen wurde, und der Nummer der Polizei. Veröffentlichen Sie nicht Ihre Wohnadresse.</li>
<li>Bitten Sie Geschäfte, Busbahnhöfe und Wachleute in der Nähe des Ortes, an dem die Person zuletzt gesehen wurde, ihre Kameras anzusehen: Aufnahmen werden oft nach wenigen Tagen gelöscht.</li>
</ul>
<h2>Alles aufschreiben</h2>
<p>Notieren Sie jeden Anruf, jede Sichtung und jeden Namen, mit Uhrzeit. Geben Sie die Notizen der Polizei. Seien Sie vorsichtig bei allen, die für Informationen Geld verlangen.</p>`,
  },
  'how-to-prepare-a-report': {
    title: 'So bereiten Sie eine Vermisstenmeldung vor',
    excerpt:
      'Eine gute Meldung ist schnell gelesen und leicht zu prüfen. Was Sie zusammentragen sollten, bevor Sie zur Polizei gehen oder hier einen Fall melden.',
    body: `<p>Ob Sie zur Polizeiwache gehen oder einen Fall auf dieser Plattform melden: Es helfen dieselben Angaben. Sammeln Sie sie auf einem einzigen Blatt Papier oder in einer einzigen Notiz auf Ihrem Telefon.</p>
<h2>Zur Person</h2>
<ul>
<li>Vollständiger Name, Spitznamen, Geburtsdatum oder Alter, Geschlecht.</li>
<li>Größe, Statur, Haare und besondere Merkmale: Narben, Muttermale, Brille, eine bestimmte Art zu gehen.</li>
<li>Kleidung und Schuhe, die die Person trug, eine Tasche, ein Fahrrad oder Motorrad (mit Kennzeichen).</li>
<li>Gesundheit: Krankheiten, Medikamente, Gedächtnisverlust, Behinderungen, gesprochene Sprachen.</li>
<li>Zwei oder drei aktuelle Fotos: das Gesicht von vorn, der ganze Körper.</li>
</ul>
<h2>Zum Verschwinden</h2>
<ul>
<li>Wann und wo die Person zuletzt gesehen wurde, und von wem.</li>
<li>Wohin sie gehen könnte: frühere Wohnungen, Freunde, Verwandte, Lieblingsorte.</li>
<li>Alles Ungewöhnliche vor dem Verschwinden: ein Streit, ein neuer Online-Freund, ein Jobangebot, Schulden.</li>
</ul>
<h2>Zu Ihnen</h2>
<p>Ihr Name, Ihre Beziehung zu der Person und eine Telefonnummer, unter der jemand abnimmt. Auf dieser Plattform sieht nur das Team Ihre Kontaktdaten; sie werden nie öffentlich gezeigt.</p>
<h2>Danach</h2>
<p>Bewahren Sie das Aktenzeichen der Meldung auf. Informieren Sie die Polizei und aktualisieren Sie den Fall, sobald sich etwas ändert, auch wenn die Person gefunden wurde.</p>`,
  },
  'protecting-children-and-elders-with-dementia': {
    title: 'Kinder und ältere Menschen mit Demenz schützen',
    excerpt:
      'Einfache Gewohnheiten, durch die sich ein Kind oder ein älterer Angehöriger seltener verirrt und schneller gefunden wird, wenn es doch passiert.',
    body: `<p>Kleine Kinder und ältere Menschen mit Demenz verirren sich am häufigsten und können am wenigsten um Hilfe bitten. Ein wenig Vorbereitung bewirkt sehr viel.</p>
<h2>Für Kinder</h2>
<ul>
<li><strong>Bringen Sie ihnen ihren vollständigen Namen, die Namen der Eltern und eine Telefonnummer</strong> auswendig bei, und üben Sie das spielerisch.</li>
<li><strong>Vereinbaren Sie einen Treffpunkt</strong>, wann immer Sie auf einen Markt, zu einem Fest oder an den Strand gehen: „Wenn wir uns verlieren, bleib am Eingang und bitte eine Frau mit Kindern oder jemanden, der im Laden arbeitet, um Hilfe.“</li>
<li><strong>Stecken Sie eine Karte in den Rucksack oder die Hosentasche</strong> mit der Telefonnummer eines Elternteils, nicht mit der Wohnadresse.</li>
<li><strong>Machen Sie am Tag eines Ausflugs ein Foto</strong>, damit Sie genau wissen, was das Kind trägt.</li>
<li><strong>Sprechen Sie mit älteren Kindern über Fremde im Internet</strong>: Niemand darf von ihnen verlangen, Geheimnisse zu bewahren oder sich allein irgendwo zu treffen. Jobangebote weit weg von zu Hause sind ein bekannter Trick von Menschenhändlern.</li>
</ul>
<h2>Für ältere Menschen mit Demenz</h2>
<ul>
<li><strong>Nähen oder heften Sie ein Etikett</strong> mit ihrem Namen und einer Telefonnummer der Familie in die Kleidung, die sie am häufigsten tragen.</li>
<li><strong>Halten Sie ein aktuelles Foto bereit</strong> und eine Liste der Orte, von denen sie erzählen: ein Heimatdorf aus der Kindheit, eine frühere Arbeitsstelle. Menschen mit Demenz versuchen oft, „nach Hause“ zu gehen – an einen Ort von vor langer Zeit.</li>
<li><strong>Informieren Sie die Nachbarn und die Geschäfte in der Nähe</strong>, damit jemand bemerkt, wenn sie allein unterwegs sind.</li>
<li><strong>Benutzen Sie nachts ein einfaches Schloss oder einen Türgong</strong>, und denken Sie an eine GPS-Uhr oder einen Tracker, im Einverständnis mit der Person.</li>
<li><strong>Halten Sie einen festen Tagesablauf ein</strong>: Spaziergänge zur gleichen Zeit, in Begleitung, verringern den Drang, umherzulaufen.</li>
</ul>
<h2>Wenn sie vermisst werden</h2>
<p>Handeln Sie sofort: Suchen Sie die Straßen in der Nähe ab, rufen Sie die <strong>113</strong> an und folgen Sie dem Ratgeber „Was in den ersten 24 Stunden zu tun ist“. Menschen mit Demenz antworten vielleicht nicht, wenn man sie ruft, und verstecken sich manchmal; suchen Sie in Gärten, an Bushaltestellen und in Gebetsstätten.</p>`,
  },
};
