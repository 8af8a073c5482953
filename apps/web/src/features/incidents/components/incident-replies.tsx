import { INCIDENT_ANSWER_MSG, type IncidentReply } from '@huella/contracts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatIncidentDate } from '../format-date';

/**
 * Support's replies to an incident, oldest first, as a conversation. Support sees whether the reporter has
 * read each one (`showRead`); the reporter does not need to.
 */
export function IncidentReplies({
  replies,
  showRead = false,
}: {
  replies: IncidentReply[];
  showRead?: boolean;
}) {
  if (replies.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {INCIDENT_ANSWER_MSG.sinRespuestas}
      </Typography>
    );
  return (
    <Box
      component="ol"
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      {replies.map((reply) => (
        <Box
          component="li"
          key={reply.id}
          sx={{
            borderLeft: 3,
            borderColor: 'primary.light',
            bgcolor: 'action.hover',
            px: 1.5,
            py: 1,
            borderRadius: 1,
          }}
        >
          <Typography variant="caption" color="text.secondary">
            {reply.autor} · {formatIncidentDate(reply.fecha)}
            {showRead && (reply.leido ? ' · Leída por el usuario' : ' · Aún no leída por el usuario')}
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {reply.mensaje}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
