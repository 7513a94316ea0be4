import { useRelationships } from '@convene/client';
import type { GroupRole } from '@convene/contract';
import { useSession } from '../../app/session';

export type ViewerRole = GroupRole | null;

/**
 * The signed-in account's relation to a group. The relationships map is the source of
 * truth once loaded (the mutations patch it); until then the group's own
 * `viewerRole` (which is null in server-rendered pages, read without a token).
 */
export function useViewerRole(
  group: { id: string; viewerRole: ViewerRole } | undefined,
): ViewerRole {
  const { authenticated } = useSession();
  const relationships = useRelationships({ enabled: authenticated });
  if (!authenticated || !group) return null;
  if (relationships.data) return relationships.data.groups[group.id] || null;
  return group.viewerRole;
}
