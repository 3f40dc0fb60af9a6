import type { ReunionSeedLanguage } from './types.js';

export const fr: ReunionSeedLanguage = {
  cases: {
    'hung-hoan-kiem': {
      clothing: 'Chemise bleu clair, pantalon gris, sandales marron et casque colonial vert.',
      distinguishing_features:
        'Cheveux gris, marche lentement et un peu voûté, petite cicatrice au-dessus du sourcil gauche.',
      description:
        'Atteint de démence, il est parti pour sa promenade du matin autour du lac Hoàn Kiếm et n’est pas rentré. Il ne se souvient peut-être pas de son adresse.',
      reward: '10 000 000 ₫',
    },
    'lan-le-chan': {
      clothing: 'Chemise blanche d’uniforme, jupe bleu marine et sac à dos rose.',
      distinguishing_features: 'Cheveux aux épaules, lunettes à monture noire.',
      description:
        'Elle n’est pas rentrée après l’école. Ses amies disent qu’elle parlait de chercher du travail dans une autre ville.',
      reward: null,
    },
    'tuan-bai-chay': {
      clothing: 'Gilet de sauvetage orange sur un T-shirt foncé.',
      distinguishing_features: 'Cheveux courts, une ancre tatouée sur l’avant-bras droit.',
      description:
        'Il travaille sur un bateau de tourisme ; vu pour la dernière fois au quai de Bãi Cháy à la fin de son service, avant l’arrivée d’une tempête dans la baie.',
      reward: '20 000 000 ₫',
    },
    'hoa-thanh-vinh': {
      clothing: 'Chemisier marron à fleurs, pantalon noir et chapeau conique.',
      distinguishing_features: 'Petite, malentendante des deux oreilles, marche avec une canne.',
      description:
        'Elle est allée au marché près de chez elle et n’est pas revenue. Elle entend mal et peut ne pas répondre quand on l’appelle.',
      reward: null,
    },
    'bao-thuan-hoa': {
      clothing: 'Maillot de football rouge, short noir et baskets blanches.',
      distinguishing_features: 'Il lui manque une dent de devant, tache de naissance sur la nuque.',
      description: 'Il a été séparé de sa famille dans la foule d’un soir de fête près du pont Trường Tiền.',
      reward: null,
    },
    'trang-hai-chau': {
      clothing: 'Trench beige, jean et sac à bandoulière noir.',
      distinguishing_features: 'Longs cheveux teints en châtain, grain de beauté sur la joue droite.',
      description:
        'Étudiante, elle ne répond plus au téléphone depuis qu’elle a quitté sa chambre en location un soir.',
      reward: null,
    },
    'lam-nha-trang': {
      clothing: 'Polo vert, short kaki et tongs.',
      distinguishing_features: 'Peau bronzée, boite de la jambe gauche à cause d’une ancienne blessure.',
      description: 'Pêcheur, il est allé au port vendre sa pêche tôt le matin et personne ne l’a revu depuis.',
      reward: null,
    },
    'linh-buon-ma-thuot': {
      clothing: 'Jupe traditionnelle tissée noir et rouge, chemisier blanc.',
      distinguishing_features: 'Longs cheveux noirs souvent attachés, bracelet en argent au poignet gauche.',
      description:
        'Elle est partie pour un emploi proposé en ligne dans une autre province ; sa famille a perdu tout contact une semaine plus tard.',
      reward: null,
    },
    'khanh-ben-thanh': {
      clothing: 'T-shirt jaune avec un dinosaure, short bleu.',
      distinguishing_features: 'Cheveux très courts, pansement au genou droit.',
      description: 'Il a lâché la main de sa mère dans le marché bondé et ne l’a plus retrouvée.',
      reward: null,
    },
    'ngan-ninh-kieu': {
      clothing: 'Áo bà ba violet et pantalon de soie noire.',
      distinguishing_features: 'Cheveux blancs en chignon, plusieurs dents manquantes, parle doucement.',
      description:
        'Elle a des troubles de la mémoire ; vue pour la dernière fois le soir sur la promenade au bord du fleuve, près du marché de nuit.',
      reward: null,
    },
    'phuc-long-xuyen': {
      clothing: 'Sweat à capuche noir, jean et casquette rouge.',
      distinguishing_features: 'Mince, cicatrice au menton.',
      description: 'Il est parti de chez lui à vélo après une dispute et n’est pas revenu.',
      reward: null,
    },
    'my-sa-pa': {
      clothing: 'Robe hmong indigo aux manches brodées.',
      distinguishing_features: 'Visage rond, deux tresses, parle hmong et un peu vietnamien.',
      description: 'Elle est descendue en ville vendre de l’artisanat et n’est jamais revenue au village.',
      reward: '5 000 000 ₫',
    },
  },
  notes: {
    sighting: 'Un signalement possible est en cours de vérification avec la police locale.',
    tipChecked: 'Une piste donnée par un bénévole est suivie.',
    foundSafe: 'Retrouvé sain et sauf, de retour dans sa famille.',
    foundHospital: 'Retrouvé à l’hôpital, dans un état stable ; la famille a été prévenue.',
    foundVolunteers: 'Retrouvé par des bénévoles en quelques heures et ramené à sa famille.',
  },
};
