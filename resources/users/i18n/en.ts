/**
 * Users screen texts (spec part 2 §2, §5, §8). The api's own validation texts ('is required',
 * 'Group does not exist', ...) reach the form untranslated; their keys here translate them.
 */
const fieldsEn = {
  name: 'Name',
  email: 'Email',
  password: 'Password',
  companyId: 'Company',
  companyName: 'Company',
  groupCode: 'Debiter group code',
  groupName: 'Debiter group',
  target: 'Target',
  language: 'Language',
  roles: 'Roles',
  accountManagers: 'Account manager codes',
};

export const messages = {
  resources: { users: { name: 'Users', fields: fieldsEn } },
  users: {
    create: 'Create user',
    createTitle: 'Create user',
    editTitle: 'Edit user',
    edit: 'Edit profile',
    groups: 'Groups',
    changePassword: 'Change password',
    accountManagersHelp: 'Pick a code of the company, or type a new one and press Enter',
    accountManagerOption: '%{code} · %{holder}',
    created: 'User successfully created!',
    updated: 'User successfully updated!',
    deleteTitle: 'Delete user %{recordRepresentation}',
    deleteContent: 'Are you sure you want to delete this user?',
    import: { button: 'Import users to Sendinblue', success: 'Users imported to the email-marketing provider (HTTP %{status})', failure: 'Importing users failed (HTTP %{status})' },
    refreshGroups: { button: 'Refresh debiter groups', success: 'Debiter groups refreshed (HTTP %{status})', failure: 'Refreshing debiter groups failed (HTTP %{status})' },
    validation: { groupDoesNotExist: 'Group does not exist' },
    languages: { en: 'English', fr: 'French', nl: 'Dutch', de: 'German' },
  },
  'is required': 'is required',
  'Group does not exist': 'Group does not exist',
  'Pick at least one role': 'Pick at least one role',
  'Target must be greater than 0': 'Target must be greater than 0',
  'Please enter a valid email address': 'Please enter a valid email address',
  'Min charachter length is 8': 'Min charachter length is 8',
  'A user with this email already exists': 'A user with this email already exists',
};
