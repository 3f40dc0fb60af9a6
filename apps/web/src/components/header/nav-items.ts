/** One link of the site menu: an anchor of the home page or a route. Labels are `common:nav.*` keys. */
export interface NavItem {
  id: string;
  to: string;
  /** For anchors, the section id on the home page. */
  anchor?: string;
  badge?: 'incoming';
}

export interface NavGroup {
  id: 'home' | 'tools' | 'ideas' | 'entertainment';
  /** The group's own link (Home), if its label is also a link. */
  to?: string;
  items: NavItem[];
}

const anchor = (id: string): NavItem => ({ id, to: `/#${id}`, anchor: id });

/** The header menu groups: Home with its anchors and the gallery, Tools, Ideas, Entertainment. */
export const NAV_GROUPS: NavGroup[] = [
  {
    id: 'home',
    to: '/',
    items: [
      anchor('about'),
      anchor('experience'),
      anchor('skills'),
      anchor('projects'),
      anchor('certified'),
      anchor('contact'),
      { id: 'mediaGallery', to: '/media-gallery', badge: 'incoming' },
    ],
  },
  {
    id: 'tools',
    items: [
      { id: 'languageTest', to: '/language-test' },
      { id: 'raceCondition', to: '/race-condition-presentation' },
      { id: 'siteInfrastructure', to: '/site-infrastructure' },
    ],
  },
  {
    id: 'ideas',
    items: [
      { id: 'reunion', to: '/reunion' },
      { id: 'stories', to: '/stories' },
      { id: 'volunteer', to: '/volunteer' },
    ],
  },
  {
    id: 'entertainment',
    items: [
      { id: 'noteDance', to: '/note-dance' },
      { id: 'gameTheory', to: '/game-theory-nations' },
      { id: 'sudoku', to: '/chic-sudoku' },
    ],
  },
];
