/** The task screens (spec part 2 §2, §5); the spec's own texts (Dutch and English) come from schemas/entities/task.ts verbatim. */
export const messages = {
  resources: {
    tasksOverview: { name: 'Task overview', fields: { title: 'Title', debnr: 'Customer number', debnaam: 'Customer', debland: 'Country', businessUnit: 'Business unit', accountManager: 'Account manager', endDate: 'End date', taskType: 'Type', concluded: 'Concluded' } },
    taskArchive: { name: 'Task archive', fields: { title: 'Title', debnr: 'Customer number', debnaam: 'Customer', debland: 'Country', businessUnit: 'Business unit', accountManager: 'Account manager', endDate: 'End date', taskType: 'Type', concluded: 'Concluded' } },
    tasks: {
      name: 'Tasks',
      fields: {
        title: 'Title', description: 'Description', debnr: 'Customer number', debnaam: 'Customer', accountManager: 'Account manager', startDate: 'Start date', endDate: 'End date',
        taskType: 'Type', urgency: 'Urgent', concluded: 'Concluded', realContext: 'Objective', notes: 'Notes', closedUntil: 'Closed until',
      },
    },
  },
  tasks: {
    show_others: 'Tasks assigned to others', assign_flag: 'Assign account managers', create_title: 'New task', comment: 'Comment', send: 'Send', actions: 'Follow-up actions', new_action: 'New action',
    reasons: 'Reasons', order_finished: 'The customer feedback is saved; the order task is finished.', rating_note: 'Note', feedback: 'Customer feedback', ratings: { service: 'Service', quality: 'Quality', price: 'Price', webshop: 'Webshop', transport: 'Transport' }, all: 'All', favourites: 'Favourite users', no_favourites: 'No favourite users yet: find users below and add them.', find_user: 'Find a user', breadcrumbs: 'Where you are', country: 'Country', business_unit: 'Business unit', reassigned: 'The task has a new account manager', conclude: 'Conclude', reopen: 'Reopen', reopened: 'The task is open again', false_alarm: 'False alarm', timeline: 'Timeline', bi_info: 'BI information',
    back_to_list: 'Back to the tasks', reordered: 'The customer reordered after this task was generated, and it was closed automatically.',
    mail_subject: 'Task %{id} %{title}',
    visits: { title: 'Webshop visits', summary: 'Last %{days} days: %{visits} visits, %{bought} with a purchase', date: 'Day', visits: 'Visits', bought: 'With a purchase' },
    conclusion: { title: 'Conclude the task', result: 'Result', follow_up: 'Follow-up', score: 'Score', reasons: 'Reasons', reasons_hint: 'Required for a score below 5' },
    bi: {
      salesAmount: 'Sales amount', salesPercentile: 'Sales percentile', articleGroup: 'Article group', article: 'Article', stemsQuantity: 'Stems', stemsPercentile: 'Stems percentile',
      creditAmount: 'Credit amount', paid: 'Paid', riskOfLeaving: 'Risk of leaving', lastOrderDate: 'Last order', totalOrders: 'Total orders', averageInvoiceAmount: 'Average invoice amount', customerSince: 'Customer since',
    },
  },
};
