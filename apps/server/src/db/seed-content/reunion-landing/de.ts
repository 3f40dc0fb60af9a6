import type { LandingSeedTexts } from './facts.js';

const ILLUSTRATIVE =
  'Beispielzahl aus der Plattformbeschreibung, noch ohne Quelle: Der Betreiber ersetzt sie durch eine belegte Zahl.';

export const de: LandingSeedTexts = {
  stats: {
    missing_people: { value: '5000+', label: 'als vermisst gemeldete Menschen', source: ILLUSTRATIVE },
    golden_time: {
      value: '24h',
      label: 'goldene Zeit zum Handeln',
      source: 'Ein Rat, keine Statistik: sofort melden, die ersten Stunden nach dem Verschwinden zählen am meisten.',
    },
    unsolved: { value: '70%', label: 'der Fälle noch ungeklärt', source: ILLUSTRATIVE },
    awareness: { value: '45%', label: 'wissen, wie man eine Meldung macht', source: ILLUSTRATIVE },
  },
  sponsors: {
    civicRegistry: { description: 'Fiktives Beispiel: ein Standesamt, das Identitäten und Dokumente prüfen hilft.' },
    familySupport: { description: 'Fiktives Beispiel: eine Behörde, die Familien während der Suche unterstützt.' },
    safetyCouncil: {
      description: 'Fiktives Beispiel: ein Rat, der Sicherheitswarnungen an die Nachbarschaft weitergibt.',
    },
    lanternLabs: { description: 'Fiktives Beispiel: ein Studio, das Entwicklerzeit für Suchwerkzeuge spendet.' },
    blueCloud: { description: 'Fiktives Beispiel: ein Hoster, der die Plattform online hält.' },
    digitalMaps: { description: 'Fiktives Beispiel: ein Kartenteam, das Ortsnamen und Abdeckung verbessert.' },
    handsTogether: { description: 'Fiktives Beispiel: ein Kreis Freiwilliger, der Suchplakate verteilt.' },
    warmHome: { description: 'Fiktives Beispiel: Freiwillige, die gefundene Menschen aufnehmen und betreuen.' },
    bridgeOfHope: { description: 'Fiktives Beispiel: ein Netzwerk, das Familien mit Beratern verbindet.' },
  },
  testimonials: {
    family: {
      role: 'Familie eines Vermissten',
      location: 'Hanoi',
      content:
        'Als mein Bruder verschwand, wussten wir nicht, wo wir anfangen sollten. Eine Fallseite mit Foto und Fallnummer half allen Verwandten, dieselben Fakten zu teilen.',
    },
    volunteer: {
      role: 'Freiwillige',
      location: 'Ho-Chi-Minh-Stadt',
      content:
        'Jeden Abend schaue ich auf der Karte nach Fällen in meinem Bezirk. Den letzten Ort nach Gemeinde zu kennen, hilft mir, Plakate dort aufzuhängen, wo sie zählen.',
    },
    socialWorker: {
      role: 'Sozialarbeiter',
      location: 'Da Nang',
      content:
        'Familien kommen erschöpft zu mir. Eine klare Seite mit Status und Verlauf des Falls erspart ihnen, ihre Geschichte immer wieder zu erzählen.',
    },
    police: {
      role: 'Polizist',
      location: 'Hai Phong',
      content:
        'Eine Fallnummer, die sich nie ändert, hilft uns, Hinweise verschiedener Menschen zusammenzuführen. Kontakte bleiben privat, Familien werden nicht mit Anrufen überhäuft.',
    },
    mother: {
      role: 'Mutter, wieder vereint mit ihrem Kind',
      location: 'Cần Thơ',
      content:
        'Jemand erkannte meine Tochter auf der Karte dieser Seite und rief die Nummer im Fall an. Diesen Abend werde ich nie vergessen.',
    },
  },
  slogans: {
    noOneLeft: {
      title: 'Niemand wird zurückgelassen',
      content: 'Jeder vermisste Mensch verdient die Suche, wie lange sie auch dauert.',
    },
    stronger: {
      title: 'Gemeinsam stärker',
      content: 'Ein Teilen, ein Plakat, ein Anruf: kleine Taten führen zum Wiedersehen.',
    },
    brightHope: { title: 'Helle Hoffnung', content: 'Familien hoffen weiter; wir halten ihre Fälle sichtbar.' },
    endlessLove: {
      title: 'Grenzenlose Liebe',
      content: 'Liebe endet nicht an einer Grenze, nach Jahren oder im Schweigen.',
    },
    techForPeople: {
      title: 'Technik für Menschen',
      content: 'Karten, Suche und Warnungen, gebaut, um Familien zu dienen.',
    },
  },
};
