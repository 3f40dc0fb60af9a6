import type { LandingSeedTexts } from './facts.js';

const ILLUSTRATIVE =
  "Illustrative figure from the platform's brief, not yet sourced: the owner replaces it with a cited figure.";

export const en: LandingSeedTexts = {
  stats: {
    missing_people: { value: '5000+', label: 'people reported missing', source: ILLUSTRATIVE },
    golden_time: {
      value: '24h',
      label: 'golden time to act',
      source: 'Guidance, not a statistic: report at once, the first hours after a disappearance matter most.',
    },
    unsolved: { value: '70%', label: 'of cases still unsolved', source: ILLUSTRATIVE },
    awareness: { value: '45%', label: 'of people know how to report', source: ILLUSTRATIVE },
  },
  sponsors: {
    civicRegistry: { description: 'Fictional sample: a registry office that helps verify identities and documents.' },
    familySupport: { description: 'Fictional sample: a public bureau that supports families while they search.' },
    safetyCouncil: { description: 'Fictional sample: a council that shares safety alerts with neighbourhoods.' },
    lanternLabs: { description: 'Fictional sample: a studio that donates engineering time to search tools.' },
    blueCloud: { description: 'Fictional sample: a hosting company that keeps the platform online.' },
    digitalMaps: { description: 'Fictional sample: a mapping team that improves place names and coverage.' },
    handsTogether: { description: 'Fictional sample: a circle of volunteers who hand out posters.' },
    warmHome: { description: 'Fictional sample: volunteers who shelter and care for people who are found.' },
    bridgeOfHope: { description: 'Fictional sample: a network that connects families with counsellors.' },
  },
  testimonials: {
    family: {
      role: "Missing person's family",
      location: 'Hanoi',
      content:
        'When my brother went missing we did not know where to start. Having one case page with his photo and case number made it easy for relatives everywhere to share the same facts.',
    },
    volunteer: {
      role: 'Volunteer',
      location: 'Ho Chi Minh City',
      content:
        'I check the map every evening for cases near my district. Knowing the last-seen place by commune lets me put up posters where they matter.',
    },
    socialWorker: {
      role: 'Social worker',
      location: 'Da Nang',
      content:
        "Families come to me exhausted. A clear page that shows a case's status and history saves them from telling their story again and again.",
    },
    police: {
      role: 'Police officer',
      location: 'Hai Phong',
      content:
        "A case number that never changes helps us match reports from different people. Contacts stay private, so families aren't flooded with calls.",
    },
    mother: {
      role: 'Mother reunited with her child',
      location: 'Can Tho',
      content:
        'Someone recognised my daughter from the card on this site and called the number on the case. I will never forget that evening.',
    },
  },
  slogans: {
    noOneLeft: {
      title: 'No one left behind',
      content: 'Every missing person deserves to be searched for, however long it takes.',
    },
    stronger: {
      title: 'Stronger together',
      content: 'One share, one poster, one call: small acts add up to a reunion.',
    },
    brightHope: { title: 'Bright hope', content: 'Families keep hoping; we keep their cases visible.' },
    endlessLove: { title: 'Endless love', content: 'Love does not stop at a border, a year or a silence.' },
    techForPeople: {
      title: 'Technology for people',
      content: 'Maps, search and alerts built to serve families, not to replace them.',
    },
  },
};
