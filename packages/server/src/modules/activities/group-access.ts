/** The groups module's guards and reads, as activities use them (through its service). */
export {
  groupCards,
  isGroupModerator,
  memberGroupIds,
  requireGroupPoster,
  requireGroupViewer,
} from '../groups/groups.service';
