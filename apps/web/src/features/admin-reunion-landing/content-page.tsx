import { AdminPageHeading } from '../../components/admin/admin-page-header';
import { queryPage } from '../../components/admin/query-page';
import { useAdminScreen } from '../../components/admin/use-admin-page-meta';
import { statsKind, sponsorsKind, testimonialsKind, slogansKind } from './content-kinds';
import { ContentPanel } from './content-panel';

/**
 * /admin/reunion/landing: what the owner writes on the reunion landing — the national statistics with
 * their sources, the sponsors, the community testimonials and the slogans, each per language.
 *
 * Choices:
 * - The four kinds are stacked panels on one page (no tabs): the owner sees the whole landing at once and
 *   each panel keeps its own list, editor and confirmation.
 * - One generic panel and editor serve every kind, driven by the kind's description in content-kinds.ts
 *   (its input schema, shared fields, texts per language, how a row names an item); the sponsor's drawn
 *   logo preview is the one kind-specific piece.
 * - Items are edited in a modal dialog; the form is checked with the kind's own contract input schema
 *   before sending, and the server's field messages are put on the same fields.
 * - Up/down swaps the two items' positions (two saves); when they share a position the whole list is
 *   numbered 10, 20, 30… in its new order. The position is also a field of the editor.
 * - The rows are cards (no table), so 390 px screens need no horizontal scrolling.
 */
export default queryPage(ContentScreen);

function ContentScreen() {
  useAdminScreen('reunionLanding', 'adminReunionLandingContent');
  return (
    <>
      <AdminPageHeading page="adminReunionLandingContent" />
      <ContentPanel kind={statsKind} />
      <ContentPanel kind={sponsorsKind} />
      <ContentPanel kind={testimonialsKind} />
      <ContentPanel kind={slogansKind} />
    </>
  );
}
