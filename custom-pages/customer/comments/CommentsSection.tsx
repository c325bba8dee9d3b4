import { Divider } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Section } from '../Section';
import { useCustomerQuery } from '../useCustomerQuery';
import { CommentForm } from './CommentForm';
import { CommentList } from './CommentList';

/** The comment form above the customer's comments. */
export function CommentsSection() {
  const translate = useTranslate();
  const { data: comments, error } = useCustomerQuery('GET customer/getcomments/{debnr}');
  return (
    <Section title={translate('customer.comments.title')}>
      <CommentForm />
      <Divider sx={{ my: 2 }} />
      {error ? translate('customer.load_failed') : comments && <CommentList comments={comments} />}
    </Section>
  );
}
