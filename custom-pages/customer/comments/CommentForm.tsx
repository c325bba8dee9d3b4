import CheckCircle from '@mui/icons-material/CheckCircle';
import Send from '@mui/icons-material/Send';
import { Alert, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { COMMENT_MEMO_MAX, COMMENT_TITLE_MAX, writableCommentTypes } from '../../../schemas/entities/comment';
import { useTenant } from '../../../ui/useTenant';
import { commentTypeKey } from '../rules/commentTypes';
import { useCommentDraft } from './useCommentDraft';

/** Title, type (1-4, tenant 4 also 5-7), memo and send. */
export function CommentForm() {
  const translate = useTranslate();
  const companyId = useTenant() ?? 0;
  const { draft, change, send, canSend, sending, sent, error } = useCommentDraft();
  return (
    <Stack
      component="form"
      spacing={1.5}
      aria-label={translate('customer.comments.form_title')}
      onSubmit={(event) => {
        event.preventDefault();
        if (canSend) send();
      }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <TextField
          size="small"
          label={translate('customer.comments.title_field')}
          value={draft.title}
          onChange={(event) => change({ title: event.target.value })}
          slotProps={{ htmlInput: { maxLength: COMMENT_TITLE_MAX } }}
          fullWidth
          sx={{ flex: 2 }}
        />
        <TextField
          select
          size="small"
          label={translate('customer.comments.type')}
          value={draft.type}
          onChange={(event) => change({ type: Number(event.target.value) })}
          fullWidth
          sx={{ flex: 1, minWidth: 160 }}
        >
          {writableCommentTypes(companyId).map((type) => (
            <MenuItem key={type} value={type}>
              {translate(commentTypeKey(type))}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <TextField
        multiline
        minRows={3}
        label={translate('customer.comments.memo')}
        value={draft.memo}
        onChange={(event) => change({ memo: event.target.value })}
        slotProps={{ htmlInput: { maxLength: COMMENT_MEMO_MAX } }}
      />
      {error && !sending && <Alert severity="error">{translate('customer.comments.failed', { message: error.message })}</Alert>}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'flex-end' }}>
        {sent && (
          <Typography role="status" color="success.main" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
            <CheckCircle fontSize="small" /> {translate('customer.comments.sent')}
          </Typography>
        )}
        <Button type="submit" variant="contained" startIcon={<Send />} disabled={!canSend}>
          {translate('customer.comments.send')}
        </Button>
      </Stack>
    </Stack>
  );
}
