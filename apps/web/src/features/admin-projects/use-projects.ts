import type { AdminProject } from '@site/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useInvalidate, usePagedList } from '../../components/admin/use-admin-queries';
import {
  adminProjectKeys,
  bulkProjects,
  deleteProject,
  fetchCategoryOptions,
  fetchProjects,
} from '../../api/admin-projects';
import { portfolioKeys } from '../../api/portfolio';
import { listQuery, type ProjectListParams } from './project-list-params';

/** One page of the projects for the list's filters; the previous page stays while the next loads. */
export function useProjectList(params: ProjectListParams) {
  const query = listQuery(params);
  return usePagedList(adminProjectKeys.list(query), (signal) => fetchProjects(query, signal));
}

/** Every category, for the filter and the form's select. */
export function useProjectCategoryOptions() {
  return useQuery({
    queryKey: adminProjectKeys.categoryOptions,
    queryFn: ({ signal }) => fetchCategoryOptions(signal),
  });
}

/** Admin lists and counts, and the public pages' cached projects, all change with a project. */
export function useRefreshProjects() {
  return useInvalidate([['admin'], portfolioKeys.all]);
}

/** Bulk actions and deleting one project; each refreshes what shows projects before it is done. */
export function useProjectMutations() {
  const refresh = useRefreshProjects();
  const bulk = useMutation({ mutationFn: bulkProjects, onSuccess: refresh });
  const remove = useMutation({ mutationFn: (project: AdminProject) => deleteProject(project.id), onSuccess: refresh });
  return { bulk, remove };
}
