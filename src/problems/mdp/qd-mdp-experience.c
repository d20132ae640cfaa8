/* qd-mdp-experience.c — transcripts of experiences (qd-mdp.h; data/FORMATS.md,
 * "Grid worlds"):
 *
 *   # the course's tinygrid, k = 7
 *   (0, 0) exit 10 TERMINAL
 *   (0, 1) south 0 (0, 1)
 *
 * Each line is checked against the world's model: the cell is on the grid
 * and no wall, the action is one the cell has, the reward a finite number,
 * and some outcome of the action (of positive probability) reaches the next
 * cell.  The reward is the transcript's: it is what the agent saw, which
 * the learner takes as given. */
#include "config.h"
#include "qd-mdp.h"
#include "qd-mdp-private.h"

#include <glib/gi18n.h>
#include <string.h>

#include "core/qd-text.h"

/* Whether an outcome of ACTION of positive probability reaches NEXT. */
static gboolean
reaches (const QdMarkov *model, guint action, guint next)
{
  for (guint o = model->first_outcome[action]; o < model->first_outcome[action + 1]; o++)
    if (model->next[o] == next && model->prob[o] > 0)
      return TRUE;
  return FALSE;
}

/* `REWARD NEXT` after the action: the reward and the next state. */
static gboolean
read_outcome (const QdMdpLineContext *context, const char **p, const char *end, guint line, double *reward,
              guint *next, GError **error)
{
  const char *word;
  gsize length;

  if (!qd_mdp_next_word (p, end, &word, &length))
    return qd_mdp_parse_error (error, line, _("the reward and the next cell should follow the action"));
  if (!qd_mdp_read_number (word, length, reward))
    {
      g_autofree char *quoted = qd_text_quote (word, (gssize) length);

      return qd_mdp_parse_error (error, line, _("the reward “%s” after the action is not a finite number"), quoted);
    }
  if (!qd_mdp_parameter_in_range (QD_MDP_PARAMETER_REWARD, *reward, line, error))
    return FALSE;
  qd_mdp_skip_blanks (p, end);
  if (end - *p >= 8 && memcmp (*p, "TERMINAL", 8) == 0)
    {
      *p += 8;
      *next = context->model->n_states - 1;
      return TRUE;
    }
  return qd_mdp_read_cell (context, p, end, line, next, NULL, error);
}

static gboolean
read_experience (const QdMdpLineContext *context, const char *line, gsize length, guint number,
                 QdMdpExperience *experience, GError **error)
{
  const char *p = line, *end = line + length, *action_end;
  g_autofree char *action = NULL;

  if (!qd_mdp_read_state_action (context, &p, end, number, &experience->state, &experience->action, error))
    return FALSE;
  action_end = p;
  if (!read_outcome (context, &p, end, number, &experience->reward, &experience->next, error))
    return FALSE;
  qd_mdp_skip_blanks (&p, end);
  if (p != end)
    {
      g_autofree char *quoted = qd_text_quote (p, end - p);

      return qd_mdp_parse_error (error, number, _("“%s” after the next cell: a line is one experience"), quoted);
    }
  if (reaches (context->model, experience->action, experience->next))
    return TRUE;
  action = g_strndup (line, (gsize) (action_end - line));
  g_strstrip (action);
  if (context->model->action_label[experience->action] == QD_MDP_EXIT)
    return qd_mdp_parse_error (error, number, _("“%s” ends the run: its next is TERMINAL"), action);
  if (experience->next == context->model->n_states - 1)
    return qd_mdp_parse_error (error, number, _("“%s” is a move: it never ends the run (only exit does)"), action);
  return qd_mdp_parse_error (error, number, _("“%s” never reaches that next cell: no outcome of the move goes there"),
                             action);
}

QdMdpExperience *
qd_mdp_experiences_parse (const QdMdpWorld *world, const QdMarkov *model, const gint *state_of, const char *text,
                          gsize len, guint *n_out, GError **error)
{
  const QdMdpLineContext context = { .world = world, .model = model, .state_of = state_of };
  g_autoptr(GArray) experiences = g_array_sized_new (FALSE, FALSE, sizeof (QdMdpExperience), 16);
  QdLineReader reader;
  const char *line;
  gsize length;

  *n_out = 0;
  if (!qd_text_validate (text, len, QD_MDP_ERROR, QD_MDP_ERROR_PARSE, error))
    return NULL;
  qd_line_reader_init (&reader, text, len);
  while (qd_line_reader_next (&reader, &line, &length))
    {
      const char *hash = memchr (line, '#', length);
      QdMdpExperience experience;

      if (hash != NULL)
        length = (gsize) (hash - line);
      if (qd_text_is_blank (line, length))
        continue;
      if (!read_experience (&context, line, length, reader.line, &experience, error))
        return NULL;
      g_array_append_val (experiences, experience);
    }
  *n_out = experiences->len;
  return (QdMdpExperience *) (void *) g_array_free (g_steal_pointer (&experiences), FALSE);
}
