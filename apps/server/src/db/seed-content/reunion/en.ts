import type { ReunionSeedLanguage } from './types.js';

export const en: ReunionSeedLanguage = {
  cases: {
    'hung-hoan-kiem': {
      clothing: 'Light blue shirt, grey trousers, brown sandals and a green army-style hat.',
      distinguishing_features: 'Grey hair, walks slowly with a stoop, a small scar above the left eyebrow.',
      description:
        'He lives with dementia and left home for his morning walk around Hoàn Kiếm Lake without returning. He may not remember his address.',
      reward: 'VND 10,000,000',
    },
    'lan-le-chan': {
      clothing: 'White school shirt, navy skirt and a pink backpack.',
      distinguishing_features: 'Shoulder-length hair, glasses with black frames.',
      description: 'She did not come home after school. Friends say she talked about looking for work in another city.',
      reward: null,
    },
    'tuan-bai-chay': {
      clothing: 'Orange life-jacket over a dark T-shirt.',
      distinguishing_features: 'Short hair, a tattoo of an anchor on the right forearm.',
      description:
        'He works on a tourist boat and was last seen at the Bãi Cháy pier at the end of his shift, before a storm reached the bay.',
      reward: 'VND 20,000,000',
    },
    'hoa-thanh-vinh': {
      clothing: 'Brown floral blouse, black trousers and a conical hat.',
      distinguishing_features: 'Small build, hearing loss in both ears, walks with a cane.',
      description:
        'She went to the market near her home and did not come back. She cannot hear well and may not answer when called.',
      reward: null,
    },
    'bao-thuan-hoa': {
      clothing: 'Red football shirt, black shorts and white sneakers.',
      distinguishing_features: 'Missing front tooth, a birthmark on the back of his neck.',
      description:
        'He became separated from his family in the crowd of a festival evening near the Trường Tiền bridge.',
      reward: null,
    },
    'trang-hai-chau': {
      clothing: 'Beige trench coat, jeans and a black shoulder bag.',
      distinguishing_features: 'Long dyed-brown hair, a mole on the right cheek.',
      description: 'A university student who stopped answering her phone after leaving her rented room in the evening.',
      reward: null,
    },
    'lam-nha-trang': {
      clothing: 'Green polo shirt, khaki shorts and flip-flops.',
      distinguishing_features: 'Tanned skin, a limp in the left leg from an old injury.',
      description:
        'A fisherman who went to the harbour to sell his catch early in the morning and has not been seen since.',
      reward: null,
    },
    'linh-buon-ma-thuot': {
      clothing: 'Traditional woven skirt in black and red, a white blouse.',
      distinguishing_features: 'Long black hair usually tied back, a silver bracelet on the left wrist.',
      description:
        'She left for a job offered online in another province and her family lost all contact with her a week later.',
      reward: null,
    },
    'khanh-ben-thanh': {
      clothing: 'Yellow T-shirt with a dinosaur, blue shorts.',
      distinguishing_features: 'Very short hair, a plaster on his right knee.',
      description: 'He let go of his mother’s hand in the busy market and could not find her again.',
      reward: null,
    },
    'ngan-ninh-kieu': {
      clothing: 'Purple áo bà ba and black silk trousers.',
      distinguishing_features: 'White hair in a bun, missing several teeth, speaks softly.',
      description:
        'She has memory problems and was last seen on the riverside walk near the night market in the evening.',
      reward: null,
    },
    'phuc-long-xuyen': {
      clothing: 'Black hoodie, jeans and a red cap.',
      distinguishing_features: 'Thin, a scar on the chin.',
      description: 'He left home on his bicycle after an argument and did not return.',
      reward: null,
    },
    'my-sa-pa': {
      clothing: 'Hmong indigo dress with embroidered sleeves.',
      distinguishing_features: 'Round face, two braids, speaks Hmong and a little Vietnamese.',
      description: 'She walked down to the town to sell handicrafts and never came back to the village.',
      reward: 'VND 5,000,000',
    },
  },
  notes: {
    sighting: 'A possible sighting is being checked with the local police.',
    tipChecked: 'A tip from a volunteer is being followed up.',
    foundSafe: 'Found safe and back with the family.',
    foundHospital: 'Found in a hospital, in stable condition; the family has been told.',
    foundVolunteers: 'Found by volunteers within hours and returned to the family.',
  },
};
