import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../../../lib/format-date';
import { LoadingState } from '../../../components/loading-state';
import { ErrorState } from '../../../components/error-state';
import { useReportComments } from '../api/get-report-comments';

/** The comments of a rejected report and the sender's replies, oldest first (spec 3 §3 Comment). */
export function CommentThread({ clientId, reportId }: { clientId: number; reportId: number }) {
  const comments = useReportComments(clientId, reportId);
  if (comments.isPending) return <LoadingState />;
  if (comments.isError) return <ErrorState onRetry={() => void comments.refetch()} />;
  if (comments.data.data.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        Sin comentarios
      </Typography>
    );
  return (
    <List dense aria-label="Comentarios" sx={{ maxHeight: 240, overflow: 'auto' }}>
      {comments.data.data.map((comment) => (
        <ListItem key={comment.id} disableGutters divider>
          <ListItemText
            primary={comment.comentario}
            secondary={`${comment.name} · ${formatDateTime(comment.created_at)}`}
            slotProps={{ primary: { sx: { whiteSpace: 'pre-wrap' } } }}
          />
        </ListItem>
      ))}
    </List>
  );
}
