import type { SeedContent } from './types.js';

/** Spanish demo content, translated from en.ts. */
export const es: SeedContent = {
  counters: [
    { value: 7, decimals: 0, suffix: '+', label: 'Años de experiencia' },
    { value: 20, decimals: 0, suffix: '+', label: 'Proyectos entregados' },
    { value: 99.9, decimals: 1, suffix: '%', label: 'Disponibilidad en producción' },
  ],
  about: {
    heading: 'Desarrollo software en el que las empresas pueden confiar',
    paragraphs: [
      'Soy desarrollador full-stack de Ciudad Ho Chi Minh, con siete años de experiencia creando plataformas web para pagos, comercio minorista y manufactura. Disfruto de todo el recorrido: entender el problema de negocio, diseñar el modelo de datos, escribir el código y mantenerlo en buena forma en producción.',
      'Donde más disfruto es en el punto de encuentro entre producto e ingeniería: convertir una idea difusa en un sistema rápido, seguro y fácil de cambiar. Cuando importa, escribo primero las pruebas; mido antes de optimizar y documento las decisiones para que el siguiente desarrollador pueda avanzar con rapidez.',
    ],
    highlights: [
      'Código limpio y probado',
      'Rendimiento y escalabilidad',
      'Comunicación clara',
      'Mentoría y revisión de código',
    ],
  },
  experience: [
    {
      company: 'Harbor Fintech',
      role: 'Ingeniero de software sénior',
      period: '2022 – actualidad',
      location: 'Ciudad Ho Chi Minh',
      achievements: [
        'Lideré la reconstrucción de la pasarela de pagos y elevé el rendimiento de 300 a 2500 transacciones por segundo.',
        'Reduje el tiempo de respuesta p99 de la API de 900 ms a 140 ms mediante la optimización de consultas y una capa de caché con Redis.',
        'Introduje pruebas de contrato y un pipeline de CI que redujeron un 60 % las incidencias en producción.',
        'Fui mentor de seis ingenieros y dirigí la revisión semanal de arquitectura.',
      ],
    },
    {
      company: 'Lotus Retail Group',
      role: 'Desarrollador full-stack',
      period: '2019 – 2022',
      location: 'Hanói',
      achievements: [
        'Desarrollé una plataforma de comercio electrónico multitienda que atiende a 400.000 clientes al mes.',
        'Diseñé el servicio de sincronización de inventario entre 120 tiendas físicas y la tienda online.',
        'Migré el front end a una biblioteca de componentes compartida por cuatro equipos de producto.',
        'Reduje un 35 % los costes de alojamiento al trasladar los procesos por lotes a una flota de workers basada en colas.',
      ],
    },
    {
      company: 'Mekong Software',
      role: 'Desarrollador web',
      period: '2017 – 2019',
      location: 'Can Tho',
      achievements: [
        'Entregué doce sitios web para clientes y herramientas internas a tiempo y dentro del presupuesto.',
        'Creé un módulo ERP de planificación de la producción que utilizan tres fábricas.',
        'Automaticé los despliegues y reduje el tiempo de publicación de un día a quince minutos.',
        'Redacté las guías de programación del equipo, que todavía hoy se usan para incorporar a nuevos miembros.',
      ],
    },
  ],
  skills: {
    languages: ['TypeScript', 'JavaScript', 'PHP', 'Go', 'Python', 'SQL'],
    frameworks: ['React', 'Vue.js', 'Node.js', 'Laravel', 'Fastify', 'Next.js'],
    databases: ['PostgreSQL', 'MySQL', 'Redis', 'SQLite', 'MongoDB'],
    tools: ['Git', 'Docker', 'GitHub Actions', 'Playwright', 'Grafana'],
    cloud: ['AWS', 'Google Cloud', 'Kubernetes', 'Terraform', 'Cloudflare'],
  },
  certifications: [
    {
      name: 'AWS Certified Solutions Architect – Associate',
      issuer: 'Amazon Web Services',
      year: '2023',
      url: '',
    },
    { name: 'Certified Kubernetes Application Developer', issuer: 'The Linux Foundation', year: '2022', url: '' },
    { name: 'Professional Scrum Master I', issuer: 'Scrum.org', year: '2021', url: '' },
  ],
  testimonials: [
    {
      text: 'Minh reconstruyó nuestra pasarela de pagos sin un solo minuto de inactividad. Explica compromisos técnicos complejos con palabras sencillas y siempre cumple lo que promete.',
      name: 'Sarah Tran',
      position: 'Directora de tecnología (CTO)',
      company: 'Harbor Fintech',
      rating: 5,
      avatar: '',
    },
    {
      text: 'Nuestra tienda online pasó a ser el doble de rápida desde que Minh se incorporó al proyecto. Todo el equipo aprendió muchísimo con sus revisiones de código.',
      name: 'David Le',
      position: 'Responsable de comercio electrónico',
      company: 'Lotus Retail Group',
      rating: 5,
      avatar: '',
    },
    {
      text: 'Un desarrollador fiable que se preocupa por los usuarios. El módulo de planificación que creó sigue siendo el corazón de nuestras fábricas.',
      name: 'Hoa Pham',
      position: 'Directora de operaciones',
      company: 'Mekong Software',
      rating: 5,
      avatar: '',
    },
    {
      text: 'Estimaciones claras, código limpio y una documentación excelente. Volveríamos a contratar a Minh para cualquier proyecto crítico.',
      name: 'James Walker',
      position: 'Gerente de producto',
      company: '',
      rating: 4,
      avatar: '',
    },
  ],
  categories: {
    'web-app': 'Aplicación web',
    saas: 'SaaS',
    enterprise: 'Empresarial',
    fintech: 'Fintech',
    ecommerce: 'Comercio electrónico',
    blockchain: 'Blockchain',
  },
  projects: {
    'harbor-pay': {
      title: 'Pasarela de pagos HarborPay',
      description:
        'Una pasarela que enruta pagos con tarjeta y con QR hacia seis bancos, con API idempotentes, reglas antifraude e informes de liquidación en tiempo real.',
      metrics: [
        { label: 'Transacciones al día', value: '50.000+' },
        { label: 'Tasa de éxito', value: '99,8 %' },
      ],
    },
    'lotus-commerce': {
      title: 'Plataforma multitienda Lotus',
      description:
        'Una plataforma de comercio electrónico para 120 tiendas físicas y una tienda online, con inventario compartido, promociones y franjas de entrega en el mismo día.',
      metrics: [
        { label: 'Clientes al mes', value: '400 mil' },
        { label: 'Carga de página', value: '1,2 s' },
      ],
    },
    'mekong-erp': {
      title: 'Planificador de producción Mekong',
      description:
        'Un módulo ERP que planifica la producción de tres fábricas, equilibra la carga de las máquinas y avisa de la falta de materiales con días de antelación.',
      metrics: [
        { label: 'Fábricas', value: '3' },
        { label: 'Tiempo de planificación ahorrado', value: '70 %' },
      ],
    },
    'ledger-lite': {
      title: 'Contabilidad LedgerLite',
      description:
        'Un servicio de contabilidad por suscripción para pequeñas empresas: facturas, gastos e informes fiscales, con importación de extractos bancarios.',
      metrics: [
        { label: 'Suscriptores', value: '2300' },
        { label: 'Tasa de bajas mensual', value: '1,9 %' },
      ],
    },
    'saigon-eats': {
      title: 'Pedidos Saigon Eats',
      description:
        'Una aplicación web de pedidos de comida para restaurantes, con seguimiento de pedidos en directo, pantallas de cocina y un programa de fidelización.',
      metrics: [
        { label: 'Restaurantes', value: '85' },
        { label: 'Pedidos al día', value: '6000' },
      ],
    },
    'clinic-cloud': {
      title: 'Gestión de citas ClinicCloud',
      description:
        'Un sistema SaaS de reservas para clínicas con recordatorios por SMS, agendas médicas e historiales de pacientes protegidos.',
      metrics: [
        { label: 'Clínicas', value: '140' },
        { label: 'Reducción de ausencias', value: '45 %' },
      ],
    },
    'chain-trace': {
      title: 'Trazabilidad de suministro ChainTrace',
      description:
        'Un registro en blockchain que sigue el café desde la finca hasta la taza, para que los compradores verifiquen con un código QR su origen y los pagos de comercio justo.',
      metrics: [
        { label: 'Fincas en la cadena', value: '320' },
        { label: 'Lotes trazados', value: '18 mil' },
      ],
    },
    'route-optimizer': {
      title: 'Optimizador de rutas de flota',
      description:
        'Una herramienta interna que planifica cada noche las rutas de reparto de 200 furgonetas, reduciendo los kilómetros recorridos y el gasto en combustible.',
      metrics: [
        { label: 'Furgonetas', value: '200' },
        { label: 'Ahorro de combustible', value: '18 %' },
      ],
    },
  },
};
