import type { ReunionSeedLanguage } from './types.js';

export const de: ReunionSeedLanguage = {
  cases: {
    'hung-hoan-kiem': {
      clothing: 'Hellblaues Hemd, graue Hose, braune Sandalen und ein grüner Tropenhelm.',
      distinguishing_features: 'Graue Haare, geht langsam und leicht gebeugt, kleine Narbe über der linken Augenbraue.',
      description:
        'Er ist an Demenz erkrankt, ging morgens zu seinem Spaziergang um den Hoàn-Kiếm-See und kam nicht zurück. Möglicherweise erinnert er sich nicht an seine Adresse.',
      reward: '10.000.000 ₫',
    },
    'lan-le-chan': {
      clothing: 'Weiße Schuluniform-Bluse, dunkelblauer Rock und ein rosa Rucksack.',
      distinguishing_features: 'Schulterlanges Haar, Brille mit schwarzem Rahmen.',
      description:
        'Sie kam nach der Schule nicht nach Hause. Freundinnen berichten, sie habe davon gesprochen, in einer anderen Stadt Arbeit zu suchen.',
      reward: null,
    },
    'tuan-bai-chay': {
      clothing: 'Orange Rettungsweste über einem dunklen T-Shirt.',
      distinguishing_features: 'Kurze Haare, ein tätowierter Anker auf dem rechten Unterarm.',
      description:
        'Er arbeitet auf einem Ausflugsboot und wurde zuletzt nach Schichtende am Anleger Bãi Cháy gesehen, bevor ein Sturm die Bucht erreichte.',
      reward: '20.000.000 ₫',
    },
    'hoa-thanh-vinh': {
      clothing: 'Braune geblümte Bluse, schwarze Hose und ein Kegelhut.',
      distinguishing_features: 'Zierlich, auf beiden Ohren schwerhörig, geht am Stock.',
      description:
        'Sie ging zum Markt in der Nähe ihres Hauses und kam nicht zurück. Sie hört schlecht und antwortet womöglich nicht, wenn man sie ruft.',
      reward: null,
    },
    'bao-thuan-hoa': {
      clothing: 'Rotes Fußballtrikot, schwarze Shorts und weiße Turnschuhe.',
      distinguishing_features: 'Ein Schneidezahn fehlt, Muttermal im Nacken.',
      description: 'Er verlor seine Familie an einem Festabend nahe der Trường-Tiền-Brücke im Gedränge.',
      reward: null,
    },
    'trang-hai-chau': {
      clothing: 'Beiger Trenchcoat, Jeans und eine schwarze Umhängetasche.',
      distinguishing_features: 'Lange, braun gefärbte Haare, Leberfleck auf der rechten Wange.',
      description: 'Die Studentin geht nicht mehr ans Telefon, seit sie abends ihr Mietzimmer verlassen hat.',
      reward: null,
    },
    'lam-nha-trang': {
      clothing: 'Grünes Poloshirt, khakifarbene Shorts und Flipflops.',
      distinguishing_features: 'Sonnengebräunt, hinkt wegen einer alten Verletzung am linken Bein.',
      description:
        'Der Fischer ging frühmorgens zum Hafen, um seinen Fang zu verkaufen, und wurde seitdem nicht mehr gesehen.',
      reward: null,
    },
    'linh-buon-ma-thuot': {
      clothing: 'Traditioneller gewebter Rock in Schwarz und Rot, weiße Bluse.',
      distinguishing_features: 'Lange schwarze Haare, meist zusammengebunden, Silberarmband am linken Handgelenk.',
      description:
        'Sie reiste für eine online angebotene Arbeit in eine andere Provinz; eine Woche später brach der Kontakt zur Familie ganz ab.',
      reward: null,
    },
    'khanh-ben-thanh': {
      clothing: 'Gelbes T-Shirt mit Dinosaurier, blaue Shorts.',
      distinguishing_features: 'Sehr kurze Haare, Pflaster am rechten Knie.',
      description: 'Er ließ auf dem vollen Markt die Hand seiner Mutter los und fand sie nicht wieder.',
      reward: null,
    },
    'ngan-ninh-kieu': {
      clothing: 'Violettes Áo bà ba und schwarze Seidenhose.',
      distinguishing_features: 'Weißes Haar im Dutt, mehrere Zähne fehlen, spricht leise.',
      description: 'Sie ist vergesslich und wurde zuletzt abends auf der Uferpromenade nahe dem Nachtmarkt gesehen.',
      reward: null,
    },
    'phuc-long-xuyen': {
      clothing: 'Schwarzer Kapuzenpulli, Jeans und rote Schirmmütze.',
      distinguishing_features: 'Schlank, Narbe am Kinn.',
      description: 'Er verließ nach einem Streit mit dem Fahrrad das Haus und kehrte nicht zurück.',
      reward: null,
    },
    'my-sa-pa': {
      clothing: 'Indigoblaues Hmong-Kleid mit bestickten Ärmeln.',
      distinguishing_features: 'Rundes Gesicht, zwei Zöpfe, spricht Hmong und etwas Vietnamesisch.',
      description: 'Sie ging in die Stadt, um Kunsthandwerk zu verkaufen, und kehrte nie ins Dorf zurück.',
      reward: '5.000.000 ₫',
    },
  },
  notes: {
    sighting: 'Ein möglicher Hinweis auf eine Sichtung wird mit der örtlichen Polizei geprüft.',
    tipChecked: 'Einem Hinweis eines Freiwilligen wird nachgegangen.',
    foundSafe: 'Wohlbehalten gefunden und wieder bei der Familie.',
    foundHospital: 'In einem Krankenhaus gefunden, Zustand stabil; die Familie ist informiert.',
    foundVolunteers: 'Von Freiwilligen innerhalb weniger Stunden gefunden und zur Familie gebracht.',
  },
};
