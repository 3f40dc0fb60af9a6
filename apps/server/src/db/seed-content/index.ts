import type { LanguageCode } from '@site/contracts';
import { ar } from './ar.js';
import { de } from './de.js';
import { en } from './en.js';
import { es } from './es.js';
import { fr } from './fr.js';
import { ja } from './ja.js';
import { ko } from './ko.js';
import { ru } from './ru.js';
import type { SeedContent } from './types.js';
import { vi } from './vi.js';
import { zh } from './zh.js';

/** The demo developer's content in all ten languages. */
export const SEED_CONTENT: Record<LanguageCode, SeedContent> = { en, vi, zh, ja, ko, fr, de, es, ru, ar };

/** Language-independent facts of the demo projects: category, stack, links, size, colour. */
export const SEED_PROJECTS = {
  'harbor-pay': {
    category: 'fintech',
    technologies: ['Go', 'PostgreSQL', 'Redis', 'Kafka', 'React'],
    liveUrl: '#',
    githubUrl: '#',
    size: 'large',
    badgeColor: '#1f6feb',
    featured: true,
  },
  'lotus-commerce': {
    category: 'ecommerce',
    technologies: ['Laravel', 'Vue.js', 'MySQL', 'Elasticsearch'],
    liveUrl: '#',
    githubUrl: '#',
    size: 'medium',
    badgeColor: '#d6336c',
    featured: true,
  },
  'mekong-erp': {
    category: 'enterprise',
    technologies: ['PHP', 'Symfony', 'PostgreSQL', 'RabbitMQ'],
    liveUrl: '#',
    githubUrl: '#',
    size: 'medium',
    badgeColor: '#2f9e44',
    featured: false,
  },
  'ledger-lite': {
    category: 'saas',
    technologies: ['TypeScript', 'Node.js', 'React', 'PostgreSQL', 'Stripe'],
    liveUrl: 'https://example.com/ledgerlite',
    githubUrl: '#',
    size: 'small',
    badgeColor: '#7048e8',
    featured: false,
  },
  'saigon-eats': {
    category: 'web-app',
    technologies: ['Next.js', 'Node.js', 'MongoDB', 'WebSocket'],
    liveUrl: 'https://example.com/saigon-eats',
    githubUrl: 'https://github.com/example/saigon-eats',
    size: 'small',
    badgeColor: '#f08c00',
    featured: false,
  },
  'clinic-cloud': {
    category: 'saas',
    technologies: ['Vue.js', 'Laravel', 'MySQL', 'AWS'],
    liveUrl: '#',
    githubUrl: '#',
    size: 'medium',
    badgeColor: '#0c8599',
    featured: true,
  },
  'chain-trace': {
    category: 'blockchain',
    technologies: ['Solidity', 'Hyperledger Fabric', 'Go', 'React'],
    liveUrl: '#',
    githubUrl: 'https://github.com/example/chain-trace',
    size: 'large',
    badgeColor: '#5c940d',
    featured: false,
  },
  'route-optimizer': {
    category: 'enterprise',
    technologies: ['Python', 'OR-Tools', 'FastAPI', 'PostGIS'],
    liveUrl: '#',
    githubUrl: '#',
    size: 'small',
    badgeColor: '#e8590c',
    featured: false,
  },
} as const;
