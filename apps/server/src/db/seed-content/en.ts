import type { SeedContent } from './types.js';

/** English demo content: the reference every other language translates. */
export const en: SeedContent = {
  counters: [
    { value: 7, decimals: 0, suffix: '+', label: 'Years of experience' },
    { value: 20, decimals: 0, suffix: '+', label: 'Projects delivered' },
    { value: 99.9, decimals: 1, suffix: '%', label: 'Uptime in production' },
  ],
  about: {
    heading: 'Building software that businesses can rely on',
    paragraphs: [
      'I am a full-stack developer from Ho Chi Minh City with seven years of experience building web platforms for payments, retail and manufacturing. I enjoy the whole journey: understanding the business problem, designing the data model, writing the code and keeping it healthy in production.',
      'My favourite work sits where product and engineering meet: turning a vague idea into a system that is fast, secure and easy to change. I write tests first when it matters, measure before I optimise, and document decisions so the next developer can move quickly.',
    ],
    highlights: [
      'Clean, tested code',
      'Performance and scalability',
      'Clear communication',
      'Mentoring and code review',
    ],
  },
  experience: [
    {
      company: 'Harbor Fintech',
      role: 'Senior Software Engineer',
      period: '2022 – present',
      location: 'Ho Chi Minh City',
      achievements: [
        'Led the rebuild of the payment gateway, raising throughput from 300 to 2,500 transactions per second.',
        'Cut the p99 API response time from 900 ms to 140 ms with query tuning and a Redis cache layer.',
        'Introduced contract tests and a CI pipeline that reduced production incidents by 60%.',
        'Mentored six engineers and ran the weekly architecture review.',
      ],
    },
    {
      company: 'Lotus Retail Group',
      role: 'Full-Stack Developer',
      period: '2019 – 2022',
      location: 'Hanoi',
      achievements: [
        'Built a multi-store e-commerce platform serving 400,000 monthly customers.',
        'Designed the inventory synchronisation service between 120 shops and the online store.',
        'Moved the front end to a component library shared by four product teams.',
        'Reduced hosting costs by 35% by moving batch jobs to a queue-based worker fleet.',
      ],
    },
    {
      company: 'Mekong Software',
      role: 'Web Developer',
      period: '2017 – 2019',
      location: 'Can Tho',
      achievements: [
        'Delivered twelve client websites and internal tools on time and on budget.',
        'Created an ERP module for production planning used by three factories.',
        'Automated deployments, bringing release time down from a day to fifteen minutes.',
        'Wrote the team coding guidelines still used for onboarding today.',
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
      text: 'Minh rebuilt our payment gateway without a minute of downtime. He explains complex trade-offs in plain words and always delivers what he promises.',
      name: 'Sarah Tran',
      position: 'Chief Technology Officer',
      company: 'Harbor Fintech',
      rating: 5,
      avatar: '',
    },
    {
      text: 'Our online store became twice as fast after Minh joined the project. The whole team learned a lot from his code reviews.',
      name: 'David Le',
      position: 'Head of E-commerce',
      company: 'Lotus Retail Group',
      rating: 5,
      avatar: '',
    },
    {
      text: 'A reliable developer who cares about the users. The planning module he built is still the heart of our factories.',
      name: 'Hoa Pham',
      position: 'Operations Director',
      company: 'Mekong Software',
      rating: 5,
      avatar: '',
    },
    {
      text: 'Clear estimates, clean code and excellent documentation. We would hire Minh again for any critical project.',
      name: 'James Walker',
      position: 'Product Manager',
      company: '',
      rating: 4,
      avatar: '',
    },
  ],
  categories: {
    'web-app': 'Web application',
    saas: 'SaaS',
    enterprise: 'Enterprise',
    fintech: 'Fintech',
    ecommerce: 'E-commerce',
    blockchain: 'Blockchain',
  },
  projects: {
    'harbor-pay': {
      title: 'HarborPay payment gateway',
      description:
        'A payment gateway that routes card and QR payments to six banks, with idempotent APIs, fraud rules and real-time settlement reports.',
      metrics: [
        { label: 'Transactions per day', value: '50,000+' },
        { label: 'Success rate', value: '99.8%' },
      ],
    },
    'lotus-commerce': {
      title: 'Lotus multi-store shop',
      description:
        'An e-commerce platform for 120 physical shops and one online store, with shared inventory, promotions and same-day delivery slots.',
      metrics: [
        { label: 'Monthly customers', value: '400k' },
        { label: 'Page load', value: '1.2 s' },
      ],
    },
    'mekong-erp': {
      title: 'Mekong production planner',
      description:
        'An ERP module that plans production across three factories, balances machine load and warns about material shortages days ahead.',
      metrics: [
        { label: 'Factories', value: '3' },
        { label: 'Planning time saved', value: '70%' },
      ],
    },
    'ledger-lite': {
      title: 'LedgerLite accounting',
      description:
        'A subscription accounting service for small businesses: invoices, expenses and tax reports, with bank statement import.',
      metrics: [
        { label: 'Subscribers', value: '2,300' },
        { label: 'Monthly churn', value: '1.9%' },
      ],
    },
    'saigon-eats': {
      title: 'Saigon Eats ordering',
      description:
        'A food ordering web app for restaurants with live order tracking, kitchen screens and a loyalty programme.',
      metrics: [
        { label: 'Restaurants', value: '85' },
        { label: 'Orders per day', value: '6,000' },
      ],
    },
    'clinic-cloud': {
      title: 'ClinicCloud appointments',
      description:
        'A SaaS booking system for clinics with reminders by text message, doctor calendars and secure patient records.',
      metrics: [
        { label: 'Clinics', value: '140' },
        { label: 'No-shows reduced', value: '45%' },
      ],
    },
    'chain-trace': {
      title: 'ChainTrace supply tracking',
      description:
        'A blockchain ledger that tracks coffee from farm to cup, so buyers can verify origin and fair-trade payments with a QR code.',
      metrics: [
        { label: 'Farms on chain', value: '320' },
        { label: 'Batches traced', value: '18k' },
      ],
    },
    'route-optimizer': {
      title: 'Fleet route optimiser',
      description:
        'An internal tool that plans delivery routes for 200 vans each night, cutting distance driven and fuel costs.',
      metrics: [
        { label: 'Vans', value: '200' },
        { label: 'Fuel saved', value: '18%' },
      ],
    },
  },
};
