import { Box, Chip, List, ListItem, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Comment } from '../../../schemas/entities/comment';
import { formatUnixSeconds } from '../../../ui/format/dates';
import { commentTypeKey } from '../rules/commentTypes';

/** The customer's comments, newest first (types 8 and 9 included); a no-comments text when there are none. */
export function CommentList({ comments }: { comments: Comment[] }) {
  const translate = useTranslate();
  if (comments.length === 0) return <Typography color="text.secondary">{translate('customer.comments.empty')}</Typography>;
  return (
    <List dense aria-label={translate('customer.comments.title')} sx={{ maxHeight: 420, overflowY: 'auto' }}>
      {comments.map((comment) => (
        <ListItem key={comment.id} divider alignItems="flex-start" sx={{ display: 'block', px: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Chip size="small" label={translate(commentTypeKey(comment.type))} />
            <Typography variant="subtitle2" component="span">
              {comment.title}
            </Typography>
          </Stack>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', mt: 0.5 }}>
            {comment.memo}
          </Typography>
          <Box sx={{ mt: 0.5 }}>
            <Typography variant="caption" color="text.secondary">
              {comment.name} · {formatUnixSeconds(comment.regdat, 'dayFirstWithTime')}
            </Typography>
          </Box>
        </ListItem>
      ))}
    </List>
  );
}
