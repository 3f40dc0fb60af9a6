import type { PartialSeedStoryTexts } from './types.js';

/** The three guides in French; the other sample stories fall back to English. */
export const fr: PartialSeedStoryTexts = {
  'first-24-hours': {
    title: 'Que faire dans les premières 24 heures',
    excerpt:
      'Les premières heures comptent le plus. Une liste, étape par étape, quand un proche reste introuvable : chercher, signaler, faire passer le message, tout noter.',
    body: `<p>La plupart des personnes disparues sont retrouvées dès le premier jour, souvent près de l'endroit où on les a vues pour la dernière fois. Ce que vous faites pendant ces heures compte. Vous n'avez pas besoin d'attendre 24 heures pour prévenir la police.</p>
<h2>Pendant la première heure</h2>
<ol>
<li><strong>Cherchez encore dans les endroits évidents</strong> : la maison (les armoires, le toit, le garage), chez les voisins, le chemin de l'école ou du marché.</li>
<li><strong>Appelez tous ceux qui pourraient savoir</strong> : la famille, les amis, les enseignants, le lieu de travail. Demandez-leur de vous rappeler s'ils apprennent quelque chose.</li>
<li><strong>Appelez la police</strong> : composez le <strong>113</strong> si la personne disparue est un enfant, une personne âgée, une personne malade ou en danger, ou rendez-vous au poste de police de la commune ou du quartier. Pour un enfant, vous pouvez aussi appeler la ligne nationale de protection de l'enfance, le <strong>111</strong>.</li>
</ol>
<h2>Dans les premières heures</h2>
<ul>
<li><strong>Trouvez une photo récente et nette</strong> du visage, et une de la personne en pied si vous en avez une.</li>
<li><strong>Notez ses vêtements</strong>, sa taille, ses signes particuliers et les médicaments dont elle a besoin.</li>
<li><strong>Vérifiez son téléphone et ses comptes</strong> avec l'aide de la police : derniers messages, partage de position, nouveaux contacts.</li>
<li><strong>Gardez une personne à la maison</strong>, près du téléphone, au cas où la personne disparue revienne ou appelle.</li>
</ul>
<h2>Faire passer le message</h2>
<ul>
<li>Signalez le dossier sur cette plateforme pour que les bénévoles du secteur le voient sur la carte.</li>
<li>Partagez un seul message clair avec la photo, le lieu et l'heure où elle a été vue pour la dernière fois, et le numéro de la police. Ne publiez pas l'adresse de votre domicile.</li>
<li>Demandez aux commerces, aux gares routières et aux gardiens près du dernier lieu où elle a été vue de regarder leurs caméras : les enregistrements sont souvent effacés au bout de quelques jours.</li>
</ul>
<h2>Tout noter</h2>
<p>Notez chaque appel, chaque signalement et chaque nom, avec l'heure. Donnez ces notes à la police. Méfiez-vous de quiconque demande de l'argent en échange d'informations.</p>`,
  },
  'how-to-prepare-a-report': {
    title: 'Comment préparer un signalement de disparition',
    excerpt:
      "Un bon signalement se lit vite et se vérifie facilement. Ce qu'il faut rassembler avant d'aller à la police ou de signaler un dossier ici.",
    body: `<p>Que vous alliez au poste de police ou que vous signaliez un dossier sur cette plateforme, les mêmes informations sont utiles. Rassemblez-les sur une seule feuille de papier ou dans une seule note sur votre téléphone.</p>
<h2>Sur la personne</h2>
<ul>
<li>Nom complet, surnoms, date de naissance ou âge, sexe.</li>
<li>Taille, corpulence, cheveux, et signes particuliers : cicatrices, taches de naissance, lunettes, façon de marcher.</li>
<li>Les vêtements et les chaussures qu'elle portait, un sac, un vélo ou une moto (avec sa plaque d'immatriculation).</li>
<li>Santé : maladies, médicaments, pertes de mémoire, handicaps, langues parlées.</li>
<li>Deux ou trois photos récentes : le visage de face, la personne en pied.</li>
</ul>
<h2>Sur la disparition</h2>
<ul>
<li>Quand et où elle a été vue pour la dernière fois, et par qui.</li>
<li>Où elle pourrait aller : anciens logements, amis, proches, lieux qu'elle aime.</li>
<li>Tout ce qui était inhabituel avant son départ : une dispute, un nouvel ami en ligne, une offre d'emploi, des dettes.</li>
</ul>
<h2>Sur vous</h2>
<p>Votre nom, votre lien avec la personne et un numéro de téléphone où quelqu'un répondra. Sur cette plateforme, vos coordonnées ne sont vues que par l'équipe et ne sont jamais montrées au public.</p>
<h2>Ensuite</h2>
<p>Gardez le numéro de référence du signalement. Prévenez la police et mettez le dossier à jour dès que quelque chose change, y compris quand la personne est retrouvée.</p>`,
  },
  'protecting-children-and-elders-with-dementia': {
    title: 'Protéger les enfants et les personnes âgées atteintes de démence',
    excerpt:
      "Des habitudes simples pour qu'un enfant ou un parent âgé se perde moins facilement, et soit retrouvé plus vite si cela arrive.",
    body: `<p>Les jeunes enfants et les personnes âgées atteintes de démence sont ceux qui se perdent le plus souvent, et ceux qui savent le moins demander de l'aide. Un peu de préparation change beaucoup de choses.</p>
<h2>Pour les enfants</h2>
<ul>
<li><strong>Apprenez-leur par cœur leur nom complet, le nom de leurs parents et un numéro de téléphone</strong>, et entraînez-vous sous forme de jeu.</li>
<li><strong>Fixez un point de rendez-vous</strong> chaque fois que vous allez au marché, à une fête ou à la plage : « si on se perd, reste près de l'entrée et demande de l'aide à une femme avec des enfants ou à un vendeur ».</li>
<li><strong>Glissez une carte dans leur sac ou leur poche</strong> avec le numéro de téléphone d'un parent, pas l'adresse de la maison.</li>
<li><strong>Prenez une photo le jour même</strong> d'une sortie, pour savoir exactement ce qu'ils portent.</li>
<li><strong>Parlez des inconnus en ligne</strong> avec les plus grands : personne ne doit leur demander de garder un secret ni de le retrouver seuls quelque part. Les offres d'emploi loin de chez soi sont une ruse connue des trafiquants d'êtres humains.</li>
</ul>
<h2>Pour les personnes âgées atteintes de démence</h2>
<ul>
<li><strong>Cousez ou épinglez une étiquette</strong> avec leur nom et un numéro de téléphone de la famille dans les vêtements qu'elles portent le plus.</li>
<li><strong>Gardez une photo à jour</strong> et une liste des lieux dont elles parlent : un village d'enfance, un ancien lieu de travail. Les personnes atteintes de démence essaient souvent de rentrer « chez elles », dans un lieu d'il y a très longtemps.</li>
<li><strong>Prévenez les voisins et les commerces du quartier</strong>, pour que quelqu'un remarque si elles sortent seules.</li>
<li><strong>Utilisez un verrou simple ou un carillon de porte</strong> la nuit, et pensez à une montre ou un traceur GPS, choisi avec l'accord de la personne.</li>
<li><strong>Gardez une routine</strong> : des promenades à heure fixe, accompagnées, réduisent l'envie d'errer.</li>
</ul>
<h2>En cas de disparition</h2>
<p>Agissez tout de suite : cherchez dans les rues voisines, appelez le <strong>113</strong> et suivez le guide « Que faire dans les premières 24 heures ». Les personnes atteintes de démence peuvent ne pas répondre quand on les appelle et peuvent se cacher ; cherchez dans les jardins, aux arrêts de bus et dans les lieux de culte.</p>`,
  },
};
