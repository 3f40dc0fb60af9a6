import type { SeedStoryTexts } from './types.js';

const SAMPLE_NOTE =
  '<p><em>Sample story: the people, places and events are fictional. It shows how a reunion unfolds on this platform.</em></p>';
const ALERT_NOTE =
  '<p><strong>Fictional sample alert.</strong> This is not a real missing person; it shows what an emergency notice looks like.</p>';

export const en: SeedStoryTexts = {
  'sample-grandmother-lan-home-after-nine-days': {
    title: 'Grandmother Lan is home after nine days',
    excerpt:
      'Mrs Lan, 78, who lives with dementia, walked out of her home in Hà Nội one morning. Nine days later a bus driver in Bắc Ninh recognised her from a shared case page.',
    body: `${SAMPLE_NOTE}
<p>Mrs Nguyễn Thị Lan left her daughter's flat in Thanh Xuân early on a Tuesday, wearing a brown cardigan and house slippers. She has lived with dementia for four years and often talks about the village where she grew up.</p>
<h2>The search</h2>
<p>Her family reported her to the ward police the same morning and opened a case on the platform with a recent photo and a description of her clothes. Forty-six volunteers shared the case page in neighbourhood groups and checked bus stations along the roads she used to take home.</p>
<h2>The reunion</h2>
<p>On the ninth day a bus driver in Bắc Ninh saw an elderly woman asking for a village that no longer has that name. He remembered the photo from the case page, bought her a meal and called the number of the local police, who contacted the family.</p>
<p>Mrs Lan was tired and thin but unhurt. Her family now keeps a card with her name and their phone number sewn into her cardigan.</p>`,
    family_quote:
      'We thought we would never see her again. A stranger who had read a shared post brought her back to us.',
    family_member: 'Her daughter, Hương',
    how_found: 'A bus driver recognised her from the shared case page and called the local police.',
  },
  'sample-khoi-found-at-hoi-an-market': {
    title: 'Khôi, 9, found at the Hội An market',
    excerpt:
      'After an argument at home, nine-year-old Khôi cycled away from Đà Nẵng. Two days later a fruit seller at the Hội An market recognised his red bicycle.',
    body: `${SAMPLE_NOTE}
<p>Trần Minh Khôi rode off on his red bicycle on a Saturday afternoon after a quarrel about homework. By evening his parents had searched the whole ward.</p>
<p>They reported him to the police that night and published a case with a photo of Khôi and of the bicycle. Eighteen volunteers along the coast road to Hội An shared the page and asked at petrol stations and markets.</p>
<p>On Monday morning a fruit seller saw a boy sleeping next to a red bicycle behind her stall. She gave him breakfast, kept him talking and called the police. His parents arrived within the hour.</p>`,
    family_quote:
      'The photo of his bicycle made the difference. People remembered the bicycle before they noticed the boy.',
    family_member: 'His father, Minh',
    how_found: 'A market vendor recognised his bicycle from the case photos and called the police.',
  },
  'sample-brothers-reunited-after-23-years': {
    title: 'Two brothers meet again after 23 years',
    excerpt:
      'Hùng was eight when he was separated from his family at a ferry landing in Cần Thơ. A volunteer matched the details of his childhood memories with an old case.',
    body: `${SAMPLE_NOTE}
<p>In 2003 Lê Văn Hùng, then eight, lost his family in the crowd at a ferry landing in Cần Thơ. He was taken in by a family in the north and grew up in Hà Nội with only fragments of memory: a pagoda by the river, a dog called Vàng, an older brother who taught him to swim.</p>
<p>His brother never stopped looking. Last year he published a case with the few photos the family still had and everything they remembered of that day.</p>
<p>A volunteer who reads old cases every week noticed that a message Hùng had posted in a forum years earlier mentioned the same pagoda and the same dog. She put the two in touch through the platform's team, and the brothers compared what they remembered before they ever met.</p>
<p>They met in August, with their mother, at the ferry landing where they had been separated.</p>`,
    family_quote: 'He still swims the way I taught him. I knew him before he said a word.',
    family_member: 'His older brother, Tâm',
    how_found: 'A volunteer matched his childhood memories, posted years earlier, with the details of the case.',
  },
  'sample-thu-ha-back-from-the-city': {
    title: 'Thu Hà is back from the city',
    excerpt:
      'Sixteen-year-old Thu Hà left Nghệ An for a job offer that turned out to be false. Forty-one days later she called the number on her own case page.',
    body: `${SAMPLE_NOTE}
<p>Phạm Thu Hà told her friends she had found work in a café in Ho Chi Minh City. The offer came from an account on a social network that disappeared the day she left.</p>
<p>Her family reported her missing and published a case, and 27 volunteers in the south shared it. The family also asked the child protection hotline 111 for advice, which put them in touch with the right authorities.</p>
<p>After six weeks Thu Hà, who had been working long hours without pay, saw her own photo in a shared post. She borrowed a phone and called the police number on the page. She is home and back at school.</p>`,
    family_quote: "She saw her own face on a stranger's phone and knew we were looking for her. That gave her courage.",
    family_member: 'Her mother, Lý',
    how_found: 'She saw her own case shared online and called the police number on the page.',
  },
  'sample-fisherman-tu-safe-after-the-storm': {
    title: 'Fisherman Tư safe after the storm',
    excerpt:
      "When a storm hit the coast of Quảng Ngãi, Mr Tư's boat lost contact. He had been taken to a hospital in Quy Nhơn without his papers.",
    body: `${SAMPLE_NOTE}
<p>Đặng Văn Tư, 52, went out to sea two days before the storm made landfall. When the radio went silent, his family feared the worst.</p>
<p>A fishing crew had pulled him from the water and brought him to a hospital in Quy Nhơn, where he lay unconscious without any papers. A nurse who volunteers on the platform compared his face with the open cases of the coast.</p>
<p>His wife and son travelled 170 km to the hospital the next morning.</p>`,
    family_quote: 'The nurse did not have to look. She did, and that is why my husband is home.',
    family_member: 'His wife, Mai',
    how_found: 'A hospital nurse who volunteers on the platform compared him with the open cases of the coast.',
  },
  'the-map-works-offline': {
    title: 'The map now works without a connection',
    excerpt:
      'The reunion map draws Vietnam from boundary data shipped with the site, so the markers and the islands show even when the tile server cannot be reached.',
    body: `<p>Many searches happen where the connection is weak: on a bus, in the countryside, after a storm. The map on the reunion page no longer depends on a tile server to be useful.</p>
<h2>What changed</h2>
<ul>
<li>The base map is drawn from boundary data that ships with the site: the provinces, the coast, and the Hoàng Sa and Trường Sa archipelagos, labelled as Vietnam's.</li>
<li>Street tiles from a configurable tile server are laid on top only when they can be reached, with their attribution.</li>
<li>The map library loads when the map scrolls into view, so the page opens fast on a phone.</li>
</ul>
<p>Markers are coloured by status, cluster when they crowd, and open their details on hover or with the keyboard.</p>`,
  },
  'how-cases-are-moderated': {
    title: 'How cases are checked before they appear',
    excerpt:
      "A case on the map is a real person's profile. Here is who can publish one, what is shown to the public and what is never shown.",
    body: `<p>Every case is created or approved by the platform's team before it is public. Today the team enters cases in the administration area; reports sent by families will be held for the same check before they become cases.</p>
<h2>What the public sees</h2>
<ul>
<li>Name, age or birth year, photo, status and the date the person went missing.</li>
<li>The last-seen place as a province and a commune, with the commune's centre on the map, never a street address.</li>
<li>Clothing, distinguishing features and a description written for the public.</li>
</ul>
<h2>What is never shown</h2>
<p>The name, phone number and email of the person who reported the case. Only the team sees them, to contact the family when there is news.</p>`,
  },
  'every-case-has-its-own-page': {
    title: 'Every case has its own page',
    excerpt:
      'A case page gathers what is known about one person, the history of their status, and a link that can be shared anywhere.',
    body: `<p>"View details" on the map or on a card opens the person's case page. It has a stable address built from the case number, such as <strong>VN-2026-00012</strong>, so a link shared today still works next year.</p>
<p>The page shows the status history: when the case was opened, when a lead was followed and when the person was found, each with a short note.</p>
<p>"Share" opens a dialog with the page link, a suggested text and buttons for the usual messaging apps, including Zalo.</p>`,
  },
  'sample-alert-boy-missing-near-hoan-kiem-lake': {
    title: 'Sample alert: boy, 7, missing near Hoàn Kiếm Lake',
    excerpt:
      'Fictional sample. A seven-year-old boy in a yellow T-shirt was last seen near the Ngọc Sơn temple bridge at 5 pm.',
    body: `${ALERT_NOTE}
<p><strong>Last seen:</strong> near The Huc bridge, Hoàn Kiếm, Hà Nội, at about 5 pm.</p>
<p><strong>Description:</strong> boy, 7, about 1.20 m, short black hair, yellow T-shirt, blue shorts, white sandals.</p>
<p>If you see him, stay with him, keep him calm and call <strong>113</strong>. Do not post his photo together with where he is now.</p>`,
  },
  'sample-alert-elder-missing-after-flooding-in-hue': {
    title: 'Sample alert: elderly man missing after flooding in Huế',
    excerpt: 'Fictional sample. A man of 81 with memory loss left an evacuation shelter during the night.',
    body: `${ALERT_NOTE}
<p><strong>Last seen:</strong> an evacuation shelter in a school in Huế, at about 2 am.</p>
<p><strong>Description:</strong> man, 81, thin, white hair, grey raincoat, walks with a stick. He lives with memory loss and may try to walk back to his flooded house.</p>
<p>If you see him, offer him something warm, stay with him and call <strong>113</strong>.</p>`,
  },
  'what-makes-a-useful-sighting-report': {
    title: 'What makes a sighting useful',
    excerpt:
      'When you think you have seen a missing person, four details help more than anything else: where, when, which direction, and who was with them.',
    body: `<p>A sighting helps when it can be checked. Before you write, note:</p>
<ol>
<li><strong>Where</strong>: the street, a shop or a landmark, not just the district.</li>
<li><strong>When</strong>: the time, as exactly as you can.</li>
<li><strong>Which way</strong> the person was going, and how: on foot, by bus, on a motorbike.</li>
<li><strong>Who</strong> was with them, and what they were wearing.</li>
</ol>
<p>If the person is in danger now, call <strong>113</strong> first. Do not follow anyone or try to stop them yourself.</p>`,
  },
  'share-a-case-without-putting-anyone-at-risk': {
    title: 'Share a case without putting anyone at risk',
    excerpt:
      'Sharing finds people. Sharing the wrong details can also expose families to scams. A few habits keep it safe.',
    body: `<ul>
<li>Share the case page link rather than a screenshot: the page is updated when the person is found.</li>
<li>Never add a family's phone number to a post. The contact on the case page goes through the police or the platform.</li>
<li>Be wary of anyone who asks the family for money in exchange for information. Report it to the police.</li>
<li>When a case is closed, delete or update your post.</li>
</ul>`,
  },
  'ten-languages-vietnamese-first': {
    title: 'Ten languages, Vietnamese first',
    excerpt:
      'The platform is written for families in Vietnam and is also readable in nine other languages, for relatives abroad and visitors.',
    body: `<p>Every page of the reunion platform is available in Vietnamese, English, Chinese, Japanese, Korean, French, German, Spanish, Russian and Arabic, with Arabic laid out from right to left.</p>
<p>Vietnamese comes first: cases, guides and news are written in Vietnamese and English, and a text not yet translated shows in English, then Vietnamese.</p>`,
  },
  'sample-volunteer-meetup-in-da-nang': {
    title: 'Sample event: volunteer meetup in Đà Nẵng',
    excerpt:
      'Fictional sample. Volunteers of the central coast meet to share what works when searching for a missing child.',
    body: `<p><em>Sample event: fictional, shown to illustrate community news.</em></p>
<p>Volunteers from Đà Nẵng, Quảng Nam and Huế meet on a Sunday morning to go through three closed cases together: what helped, what slowed the search down, and how to word a post so that it is shared without spreading rumours.</p>`,
  },
  'what-the-live-figures-count': {
    title: 'What the figures on the landing page count',
    excerpt:
      'The platform figures are counted live from the database, and the national statistics carry their source. No number is invented.',
    body: `<p>The reunion landing page shows two kinds of numbers.</p>
<h2>Platform figures</h2>
<p>Profiles, cases being followed up and people found are counted from the cases in the database each time the page is built. Sample cases are counted and said to be samples.</p>
<h2>National statistics</h2>
<p>Figures about missing people in the whole country are content that the team enters with the line naming their source, so that anyone can check them.</p>`,
  },
  'why-the-map-shows-commune-centres': {
    title: 'Why the map shows commune centres, not addresses',
    excerpt: 'A marker on the map shows where a person was last seen to within about a kilometre. This is deliberate.',
    body: `<p>Every position is rounded to two decimal places, about a kilometre, and placed at the centre of the commune. The exact place is known to the family and the police.</p>
<p>A precise address on a public map could lead someone to a family's home or to a vulnerable person. The commune is enough for people nearby to recognise the area and look out.</p>`,
  },
  'first-24-hours': {
    title: 'What to do in the first 24 hours',
    excerpt:
      'The first hours matter most. A step-by-step list for when someone you love cannot be found: search, report, spread the word, keep records.',
    body: `<p>Most missing people are found within the first day, usually close to where they were last seen. What you do in these hours matters. You do not have to wait 24 hours before telling the police.</p>
<h2>In the first hour</h2>
<ol>
<li><strong>Search the obvious places again</strong>: the home (wardrobes, the roof, the garage), the neighbours, the route to school or the market.</li>
<li><strong>Call everyone who might know</strong>: relatives, friends, teachers, the workplace. Ask them to call you back if they hear anything.</li>
<li><strong>Call the police</strong>: dial <strong>113</strong> if a child, an elderly person, someone ill or someone in danger is missing, or go to the commune or ward police station. For a child you can also call the national child protection hotline <strong>111</strong>.</li>
</ol>
<h2>Within the first few hours</h2>
<ul>
<li><strong>Find a recent, clear photo</strong> of the face, and one of the whole body if you have it.</li>
<li><strong>Write down what they were wearing</strong>, their height, distinguishing marks, and any medicine they need.</li>
<li><strong>Check their phone and accounts</strong> with the help of the police: last messages, location sharing, new contacts.</li>
<li><strong>Keep one person at home</strong> by the phone, in case the missing person returns or calls.</li>
</ul>
<h2>Spread the word</h2>
<ul>
<li>Report the case on this platform so that volunteers in the area can see it on the map.</li>
<li>Share one clear message with the photo, the place and time last seen and the police number. Do not post your home address.</li>
<li>Ask shops, bus stations and security guards near the last-seen place to look at their cameras: recordings are often deleted after a few days.</li>
</ul>
<h2>Keep a record</h2>
<p>Write down every call, every sighting and every name, with the time. Give it to the police. Be careful with anyone who asks for money for information.</p>`,
  },
  'how-to-prepare-a-report': {
    title: 'How to prepare a missing-person report',
    excerpt:
      'A good report is quick to read and easy to check. What to gather before you go to the police or report a case here.',
    body: `<p>Whether you go to the police station or report a case on this platform, the same information helps. Gather it on one sheet of paper or in one note on your phone.</p>
<h2>About the person</h2>
<ul>
<li>Full name, nicknames, date of birth or age, gender.</li>
<li>Height, build, hair, and distinguishing marks: scars, birthmarks, glasses, a way of walking.</li>
<li>The clothes and shoes they wore, any bag, bicycle or motorbike (with its number plate).</li>
<li>Health: illnesses, medicine, memory loss, disabilities, languages spoken.</li>
<li>Two or three recent photos: the face from the front, the whole body.</li>
</ul>
<h2>About the disappearance</h2>
<ul>
<li>When and where they were last seen, and by whom.</li>
<li>Where they might go: old homes, friends, relatives, favourite places.</li>
<li>Anything unusual before they left: an argument, a new friend online, a job offer, debts.</li>
</ul>
<h2>About you</h2>
<p>Your name, your relationship to the person and a phone number that will be answered. On this platform your contact details are seen only by the team and are never shown to the public.</p>
<h2>Afterwards</h2>
<p>Keep the report's reference number. Tell the police and update the case when anything changes, including when the person is found.</p>`,
  },
  'protecting-children-and-elders-with-dementia': {
    title: 'Protecting children and elders with dementia',
    excerpt:
      'Simple habits that make it less likely a child or an elderly relative gets lost, and quicker to find them if they do.',
    body: `<p>Young children and older people living with dementia are the most likely to get lost, and the least able to ask for help. A little preparation changes a great deal.</p>
<h2>For children</h2>
<ul>
<li><strong>Teach them their full name, their parents' names and one phone number</strong> by heart, and practise it as a game.</li>
<li><strong>Agree on a meeting point</strong> whenever you go to a market, a festival or the beach: "if we lose each other, stay by the entrance and ask a woman with children or a shop assistant for help."</li>
<li><strong>Put a card in their bag or pocket</strong> with a parent's phone number, not the home address.</li>
<li><strong>Take a photo on the day</strong> of an outing, so you know exactly what they are wearing.</li>
<li><strong>Talk about strangers online</strong> with older children: nobody should ask them to keep secrets or to meet somewhere alone. Job offers far from home are a known trick of traffickers.</li>
</ul>
<h2>For elders with dementia</h2>
<ul>
<li><strong>Sew or pin a label</strong> with their name and a family phone number into the clothes they wear most.</li>
<li><strong>Keep an up-to-date photo</strong> and a list of places they talk about: a childhood village, an old workplace. People with dementia often try to go "home" to a place from long ago.</li>
<li><strong>Tell the neighbours and the local shops</strong>, so that someone notices if they are out alone.</li>
<li><strong>Use a simple lock or a door chime</strong> at night, and consider a GPS watch or tracker agreed with the person.</li>
<li><strong>Keep a routine</strong>: walks at the same time, with someone, reduce the urge to wander.</li>
</ul>
<h2>If they go missing</h2>
<p>Act at once: search the nearby streets, call <strong>113</strong>, and follow the guide "What to do in the first 24 hours". People with dementia may not answer when called and may hide; look in gardens, bus stops and places of worship.</p>`,
  },
};
