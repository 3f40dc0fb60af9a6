import type { LandingSeedTexts } from './facts.js';

const ILLUSTRATIVE =
  'Cifra ilustrativa de la descripción de la plataforma, aún sin fuente: el propietario la sustituirá por una cifra citada.';

export const es: LandingSeedTexts = {
  stats: {
    missing_people: { value: '5000+', label: 'personas denunciadas como desaparecidas', source: ILLUSTRATIVE },
    golden_time: {
      value: '24h',
      label: 'tiempo de oro para actuar',
      source:
        'Consejo, no estadística: avise enseguida, las primeras horas tras una desaparición son las que más cuentan.',
    },
    unsolved: { value: '70%', label: 'de los casos sin resolver', source: ILLUSTRATIVE },
    awareness: { value: '45%', label: 'de la gente sabe cómo avisar', source: ILLUSTRATIVE },
  },
  sponsors: {
    civicRegistry: {
      description: 'Ejemplo ficticio: un registro civil que ayuda a verificar identidades y documentos.',
    },
    familySupport: {
      description: 'Ejemplo ficticio: una oficina pública que apoya a las familias durante la búsqueda.',
    },
    safetyCouncil: { description: 'Ejemplo ficticio: un consejo que comparte alertas de seguridad con los barrios.' },
    lanternLabs: {
      description: 'Ejemplo ficticio: un estudio que dona horas de ingeniería a las herramientas de búsqueda.',
    },
    blueCloud: { description: 'Ejemplo ficticio: una empresa de alojamiento que mantiene la plataforma en línea.' },
    digitalMaps: { description: 'Ejemplo ficticio: un equipo de mapas que mejora los nombres de lugares.' },
    handsTogether: { description: 'Ejemplo ficticio: un círculo de voluntarios que reparte carteles.' },
    warmHome: { description: 'Ejemplo ficticio: voluntarios que acogen a las personas encontradas.' },
    bridgeOfHope: { description: 'Ejemplo ficticio: una red que pone a las familias en contacto con orientadores.' },
  },
  testimonials: {
    family: {
      role: 'Familia de una persona desaparecida',
      location: 'Hanói',
      content:
        'Cuando mi hermano desapareció no sabíamos por dónde empezar. Una sola página con su foto y su número de caso permitió a todos los parientes compartir los mismos datos.',
    },
    volunteer: {
      role: 'Voluntaria',
      location: 'Ciudad Ho Chi Minh',
      content:
        'Cada noche miro el mapa de casos cerca de mi distrito. Saber el último lugar por comuna me permite poner carteles donde sirven.',
    },
    socialWorker: {
      role: 'Trabajador social',
      location: 'Da Nang',
      content:
        'Las familias llegan agotadas. Una página clara con el estado y el historial del caso les evita contar su historia una y otra vez.',
    },
    police: {
      role: 'Agente de policía',
      location: 'Hai Phong',
      content:
        'Un número de caso que nunca cambia nos ayuda a cruzar avisos de distintas personas. Los contactos son privados y las familias no reciben una avalancha de llamadas.',
    },
    mother: {
      role: 'Madre reunida con su hija',
      location: 'Cần Thơ',
      content:
        'Alguien reconoció a mi hija por la ficha de este sitio y llamó al número del caso. Nunca olvidaré esa noche.',
    },
  },
  slogans: {
    noOneLeft: {
      title: 'Nadie se queda atrás',
      content: 'Cada persona desaparecida merece ser buscada, el tiempo que haga falta.',
    },
    stronger: {
      title: 'Juntos somos más fuertes',
      content: 'Un mensaje, un cartel, una llamada: los gestos pequeños llevan al reencuentro.',
    },
    brightHope: {
      title: 'Esperanza luminosa',
      content: 'Las familias siguen esperando; nosotros mantenemos sus casos visibles.',
    },
    endlessLove: {
      title: 'Amor sin límites',
      content: 'El amor no se detiene ante una frontera, los años ni el silencio.',
    },
    techForPeople: {
      title: 'Tecnología para las personas',
      content: 'Mapas, búsqueda y alertas hechos para servir a las familias.',
    },
  },
};
