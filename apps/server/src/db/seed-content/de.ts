import type { SeedContent } from './types.js';

/** German demo content, translated from en.ts. */
export const de: SeedContent = {
  counters: [
    { value: 7, decimals: 0, suffix: '+', label: 'Jahre Erfahrung' },
    { value: 20, decimals: 0, suffix: '+', label: 'Abgeschlossene Projekte' },
    { value: 99.9, decimals: 1, suffix: '%', label: 'Verfügbarkeit im Produktivbetrieb' },
  ],
  about: {
    heading: 'Software, auf die sich Unternehmen verlassen können',
    paragraphs: [
      'Ich bin Full-Stack-Entwickler aus Ho-Chi-Minh-Stadt und baue seit sieben Jahren Webplattformen für Zahlungsverkehr, Einzelhandel und Fertigung. Mir macht der gesamte Weg Freude: das geschäftliche Problem verstehen, das Datenmodell entwerfen, den Code schreiben und ihn im Produktivbetrieb gesund halten.',
      'Am liebsten arbeite ich dort, wo Produkt und Technik aufeinandertreffen: Ich verwandle eine vage Idee in ein System, das schnell, sicher und leicht anpassbar ist. Wo es darauf ankommt, schreibe ich die Tests zuerst, ich messe, bevor ich optimiere, und dokumentiere Entscheidungen, damit der nächste Entwickler zügig weiterarbeiten kann.',
    ],
    highlights: [
      'Sauberer, getesteter Code',
      'Performance und Skalierbarkeit',
      'Klare Kommunikation',
      'Mentoring und Code-Reviews',
    ],
  },
  experience: [
    {
      company: 'Harbor Fintech',
      role: 'Senior-Softwareentwickler',
      period: '2022 – heute',
      location: 'Ho-Chi-Minh-Stadt',
      achievements: [
        'Neuaufbau des Payment-Gateways geleitet und den Durchsatz von 300 auf 2.500 Transaktionen pro Sekunde gesteigert.',
        'Die p99-Antwortzeit der API durch Query-Optimierung und eine Redis-Cache-Schicht von 900 ms auf 140 ms gesenkt.',
        'Contract-Tests und eine CI-Pipeline eingeführt, wodurch die Produktionsstörungen um 60 % zurückgingen.',
        'Sechs Entwickler als Mentor begleitet und das wöchentliche Architektur-Review geleitet.',
      ],
    },
    {
      company: 'Lotus Retail Group',
      role: 'Full-Stack-Entwickler',
      period: '2019 – 2022',
      location: 'Hanoi',
      achievements: [
        'Eine Multi-Store-E-Commerce-Plattform für 400.000 Kunden pro Monat aufgebaut.',
        'Den Dienst zur Bestandssynchronisierung zwischen 120 Filialen und dem Onlineshop entworfen.',
        'Das Frontend auf eine Komponentenbibliothek umgestellt, die vier Produktteams gemeinsam nutzen.',
        'Die Hosting-Kosten um 35 % gesenkt, indem Batch-Jobs auf eine warteschlangenbasierte Worker-Flotte verlagert wurden.',
      ],
    },
    {
      company: 'Mekong Software',
      role: 'Webentwickler',
      period: '2017 – 2019',
      location: 'Can Tho',
      achievements: [
        'Zwölf Kundenwebsites und interne Tools termin- und budgetgerecht ausgeliefert.',
        'Ein ERP-Modul für die Produktionsplanung entwickelt, das in drei Fabriken im Einsatz ist.',
        'Deployments automatisiert und die Release-Dauer von einem Tag auf fünfzehn Minuten verkürzt.',
        'Die Coding-Richtlinien des Teams verfasst, die bis heute beim Onboarding genutzt werden.',
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
      text: 'Minh hat unser Payment-Gateway ohne eine einzige Minute Ausfallzeit neu aufgebaut. Er erklärt komplexe Abwägungen in einfachen Worten und hält immer, was er verspricht.',
      name: 'Sarah Tran',
      position: 'Technische Geschäftsführerin (CTO)',
      company: 'Harbor Fintech',
      rating: 5,
      avatar: '',
    },
    {
      text: 'Seit Minh im Projekt ist, ist unser Onlineshop doppelt so schnell. Das ganze Team hat viel aus seinen Code-Reviews gelernt.',
      name: 'David Le',
      position: 'Leiter E-Commerce',
      company: 'Lotus Retail Group',
      rating: 5,
      avatar: '',
    },
    {
      text: 'Ein zuverlässiger Entwickler, dem die Nutzer wirklich wichtig sind. Das Planungsmodul, das er gebaut hat, ist bis heute das Herzstück unserer Fabriken.',
      name: 'Hoa Pham',
      position: 'Betriebsleiterin',
      company: 'Mekong Software',
      rating: 5,
      avatar: '',
    },
    {
      text: 'Klare Schätzungen, sauberer Code und hervorragende Dokumentation. Für jedes kritische Projekt würden wir Minh jederzeit wieder beauftragen.',
      name: 'James Walker',
      position: 'Produktmanager',
      company: '',
      rating: 4,
      avatar: '',
    },
  ],
  categories: {
    'web-app': 'Webanwendung',
    saas: 'SaaS',
    enterprise: 'Enterprise',
    fintech: 'Fintech',
    ecommerce: 'E-Commerce',
    blockchain: 'Blockchain',
  },
  projects: {
    'harbor-pay': {
      title: 'HarborPay Payment-Gateway',
      description:
        'Ein Payment-Gateway, das Karten- und QR-Zahlungen an sechs Banken weiterleitet – mit idempotenten APIs, Betrugsregeln und Abrechnungsberichten in Echtzeit.',
      metrics: [
        { label: 'Transaktionen pro Tag', value: '50.000+' },
        { label: 'Erfolgsquote', value: '99,8 %' },
      ],
    },
    'lotus-commerce': {
      title: 'Lotus Multi-Store-Shop',
      description:
        'Eine E-Commerce-Plattform für 120 Filialen und einen Onlineshop mit gemeinsamem Bestand, Aktionen und Lieferfenstern am selben Tag.',
      metrics: [
        { label: 'Kunden pro Monat', value: '400.000' },
        { label: 'Ladezeit', value: '1,2 s' },
      ],
    },
    'mekong-erp': {
      title: 'Mekong Produktionsplaner',
      description:
        'Ein ERP-Modul, das die Produktion in drei Fabriken plant, die Maschinenauslastung ausgleicht und Tage im Voraus vor Materialengpässen warnt.',
      metrics: [
        { label: 'Fabriken', value: '3' },
        { label: 'Zeitersparnis bei der Planung', value: '70 %' },
      ],
    },
    'ledger-lite': {
      title: 'LedgerLite Buchhaltung',
      description:
        'Ein Buchhaltungsdienst im Abo für kleine Unternehmen: Rechnungen, Ausgaben und Steuerberichte, inklusive Import von Kontoauszügen.',
      metrics: [
        { label: 'Abonnenten', value: '2.300' },
        { label: 'Monatliche Kündigungsrate', value: '1,9 %' },
      ],
    },
    'saigon-eats': {
      title: 'Saigon Eats Bestellsystem',
      description:
        'Eine Web-App für Essensbestellungen in Restaurants mit Live-Bestellverfolgung, Küchendisplays und Treueprogramm.',
      metrics: [
        { label: 'Restaurants', value: '85' },
        { label: 'Bestellungen pro Tag', value: '6.000' },
      ],
    },
    'clinic-cloud': {
      title: 'ClinicCloud Terminbuchung',
      description:
        'Ein SaaS-Buchungssystem für Kliniken mit SMS-Erinnerungen, Arztkalendern und sicheren Patientenakten.',
      metrics: [
        { label: 'Kliniken', value: '140' },
        { label: 'Weniger Terminausfälle', value: '45 %' },
      ],
    },
    'chain-trace': {
      title: 'ChainTrace Lieferkettenverfolgung',
      description:
        'Ein Blockchain-Ledger, der Kaffee von der Farm bis in die Tasse verfolgt, damit Käufer Herkunft und Fair-Trade-Zahlungen per QR-Code prüfen können.',
      metrics: [
        { label: 'Farmen in der Blockchain', value: '320' },
        { label: 'Rückverfolgte Chargen', value: '18.000' },
      ],
    },
    'route-optimizer': {
      title: 'Routenoptimierung für Fuhrparks',
      description:
        'Ein internes Tool, das jede Nacht die Lieferrouten für 200 Transporter plant und so Fahrstrecke und Kraftstoffkosten senkt.',
      metrics: [
        { label: 'Transporter', value: '200' },
        { label: 'Kraftstoffersparnis', value: '18 %' },
      ],
    },
  },
};
