/** User access screen texts (spec part 2 §2, §8). */
export const messages = {
  userAccess: {
    title: 'User access',
    back: 'Back to users',
    company: 'Company',
    toggle: 'Access to %{group}',
    saved: 'User access has been successfully saved!',
    fields: { groupName: 'Group name', groupCode: 'Group code', accessable: 'Accessable', access: 'Access' },
  },
};
