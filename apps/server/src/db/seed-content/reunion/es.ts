import type { ReunionSeedLanguage } from './types.js';

export const es: ReunionSeedLanguage = {
  cases: {
    'hung-hoan-kiem': {
      clothing: 'Camisa azul claro, pantalón gris, sandalias marrones y un salacot verde.',
      distinguishing_features:
        'Pelo canoso, camina despacio y algo encorvado, pequeña cicatriz sobre la ceja izquierda.',
      description:
        'Padece demencia; salió a su paseo matutino alrededor del lago Hoàn Kiếm y no regresó. Puede que no recuerde su dirección.',
      reward: '10.000.000 ₫',
    },
    'lan-le-chan': {
      clothing: 'Camisa blanca de uniforme, falda azul marino y mochila rosa.',
      distinguishing_features: 'Pelo a la altura de los hombros, gafas de montura negra.',
      description:
        'No volvió a casa después de clase. Sus amigas cuentan que hablaba de buscar trabajo en otra ciudad.',
      reward: null,
    },
    'tuan-bai-chay': {
      clothing: 'Chaleco salvavidas naranja sobre una camiseta oscura.',
      distinguishing_features: 'Pelo corto, un ancla tatuada en el antebrazo derecho.',
      description:
        'Trabaja en un barco turístico; fue visto por última vez en el muelle de Bãi Cháy al acabar su turno, antes de que una tormenta llegara a la bahía.',
      reward: '20.000.000 ₫',
    },
    'hoa-thanh-vinh': {
      clothing: 'Blusa marrón de flores, pantalón negro y sombrero cónico.',
      distinguishing_features: 'Menuda, oye mal de ambos oídos, camina con bastón.',
      description: 'Fue al mercado cerca de su casa y no volvió. Oye poco y puede no responder cuando la llaman.',
      reward: null,
    },
    'bao-thuan-hoa': {
      clothing: 'Camiseta de fútbol roja, pantalón corto negro y zapatillas blancas.',
      distinguishing_features: 'Le falta un diente delantero, mancha de nacimiento en la nuca.',
      description: 'Se separó de su familia entre la multitud una noche de fiesta cerca del puente Trường Tiền.',
      reward: null,
    },
    'trang-hai-chau': {
      clothing: 'Gabardina beige, vaqueros y bolso negro de bandolera.',
      distinguishing_features: 'Pelo largo teñido de castaño, lunar en la mejilla derecha.',
      description:
        'Estudiante universitaria que dejó de contestar el teléfono tras salir de su habitación alquilada por la noche.',
      reward: null,
    },
    'lam-nha-trang': {
      clothing: 'Polo verde, pantalón corto caqui y chanclas.',
      distinguishing_features: 'Piel bronceada, cojea de la pierna izquierda por una lesión antigua.',
      description: 'Pescador que fue al puerto a vender su captura de madrugada y nadie lo ha vuelto a ver.',
      reward: null,
    },
    'linh-buon-ma-thuot': {
      clothing: 'Falda tradicional tejida en negro y rojo, blusa blanca.',
      distinguishing_features: 'Pelo negro largo, normalmente recogido, pulsera de plata en la muñeca izquierda.',
      description:
        'Se marchó por un trabajo ofrecido en internet en otra provincia; una semana después su familia perdió todo contacto.',
      reward: null,
    },
    'khanh-ben-thanh': {
      clothing: 'Camiseta amarilla con un dinosaurio, pantalón corto azul.',
      distinguishing_features: 'Pelo muy corto, tirita en la rodilla derecha.',
      description: 'Se soltó de la mano de su madre en el mercado abarrotado y no pudo volver a encontrarla.',
      reward: null,
    },
    'ngan-ninh-kieu': {
      clothing: 'Áo bà ba morado y pantalón de seda negro.',
      distinguishing_features: 'Pelo blanco recogido en un moño, le faltan varios dientes, habla bajito.',
      description:
        'Tiene problemas de memoria; fue vista por última vez al anochecer en el paseo junto al río, cerca del mercado nocturno.',
      reward: null,
    },
    'phuc-long-xuyen': {
      clothing: 'Sudadera negra con capucha, vaqueros y gorra roja.',
      distinguishing_features: 'Delgado, cicatriz en la barbilla.',
      description: 'Salió de casa en bicicleta tras una discusión y no regresó.',
      reward: null,
    },
    'my-sa-pa': {
      clothing: 'Vestido hmong añil con mangas bordadas.',
      distinguishing_features: 'Cara redonda, dos trenzas, habla hmong y un poco de vietnamita.',
      description: 'Bajó al pueblo a vender artesanía y nunca volvió a la aldea.',
      reward: '5.000.000 ₫',
    },
  },
  notes: {
    sighting: 'Se está comprobando con la policía local un posible avistamiento.',
    tipChecked: 'Se está siguiendo una pista de un voluntario.',
    foundSafe: 'Encontrado sano y salvo, ya con su familia.',
    foundHospital: 'Encontrado en un hospital, estable; se ha avisado a la familia.',
    foundVolunteers: 'Encontrado por voluntarios en pocas horas y devuelto a su familia.',
  },
};
