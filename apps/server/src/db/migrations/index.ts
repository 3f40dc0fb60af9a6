import type { Migration } from 'kysely';
import * as m0001 from './0001-site-settings.js';
import * as m0002 from './0002-portfolio.js';
import * as m0003 from './0003-media.js';
import * as m0004 from './0004-tools.js';
import * as m0005 from './0005-search-fold.js';
import * as m0006 from './0006-reunion-cases.js';
import * as m0007 from './0007-reunion-stories.js';
import * as m0009 from './0009-reunion-shop.js';
import * as m0008 from './0008-reunion-landing.js';
import * as m0010 from './0010-missing-reports.js';
import * as m0011 from './0011-volunteers.js';
import * as m0012 from './0012-volunteer-task-indexes.js';
import * as m0013 from './0013-note-dance.js';
import * as m0014 from './0014-assistant-conversations.js';

/**
 * Every migration, in order. Names are numbered and never change once released;
 * a new migration is a new file added at the end of this list.
 */
export const migrations: Record<string, Migration> = {
  '0001-site-settings': m0001,
  '0002-portfolio': m0002,
  '0003-media': m0003,
  '0004-tools': m0004,
  '0005-search-fold': m0005,
  '0006-reunion-cases': m0006,
  '0007-reunion-stories': m0007,
  '0009-reunion-shop': m0009,
  '0008-reunion-landing': m0008,
  '0010-missing-reports': m0010,
  '0011-volunteers': m0011,
  '0012-volunteer-task-indexes': m0012,
  '0013-note-dance': m0013,
  '0014-assistant-conversations': m0014,
};
