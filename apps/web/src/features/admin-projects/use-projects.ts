import type { AdminProject } from '@site/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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
  return useQuery({
    queryKey: adminProjectKeys.list(query),
    queryFn: ({ signal }) => fetchProjects(query, signal),
    placeholderData: keepPreviousData,
  });
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
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['admin'] }),
      queryClient.invalidateQueries({ queryKey: portfolioKeys.all }),
    ]);
}

/** Bulk actions and deleting one project; each refreshes what shows projects before it is done. */
export function useProjectMutations() {
  const refresh = useRefreshProjects();
  const bulk = useMutation({ mutationFn: bulkProjects, onSuccess: refresh });
  const remove = useMutation({ mutationFn: (project: AdminProject) => deleteProject(project.id), onSuccess: refresh });
  return { bulk, remove };
}
