/* qd-mdp-rows.c — a grid read row by row, and numbers (qd-mdp-private.h). */
#include "config.h"
#include "qd-mdp-private.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "core/qd-text.h"

gboolean
qd_mdp_parse_error (GError **error, guint line, const char *format, ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  return qd_text_line_error (error, QD_MDP_ERROR, QD_MDP_ERROR_PARSE, line, "%s", message);
}

void
qd_mdp_rows_init (QdMdpRows *rows)
{
  memset (rows, 0, sizeof *rows);
  rows->kind = g_byte_array_new ();
  rows->reward = g_array_new (FALSE, FALSE, sizeof (double));
  rows->start = -1;
}

void
qd_mdp_rows_clear (QdMdpRows *rows)
{
  g_clear_pointer (&rows->kind, g_byte_array_unref);
  g_clear_pointer (&rows->reward, g_array_unref);
}

gboolean
qd_mdp_rows_add (QdMdpRows *rows, QdMdpCellKind kind, double reward, guint line, GError **error)
{
  guint8 byte = (guint8) kind;

  if (rows->in_row == QD_MDP_MAX_SIDE)
    return qd_mdp_parse_error (error, line, _("the row is wider than %u cells, the largest side a grid may have"),
                               QD_MDP_MAX_SIDE);
  if (rows->h > 0 && rows->in_row == rows->w)
    return qd_mdp_parse_error (error, line, _("the row has more cells than the first row’s %u"), rows->w);
  g_byte_array_append (rows->kind, &byte, 1);
  g_array_append_val (rows->reward, reward);
  rows->in_row++;
  return TRUE;
}

gboolean
qd_mdp_rows_set_start (QdMdpRows *rows, guint line, GError **error)
{
  if (rows->start >= 0)
    return qd_mdp_parse_error (error, line, _("a second start: the grid’s start is on line %u already"),
                               rows->start_line);
  rows->start = (gint) rows->kind->len - 1;
  rows->start_line = line;
  return TRUE;
}

gboolean
qd_mdp_rows_end (QdMdpRows *rows, guint line, GError **error)
{
  if (rows->h == QD_MDP_MAX_SIDE)
    return qd_mdp_parse_error (error, line, _("the grid is higher than %u rows, the largest side a grid may have"),
                               QD_MDP_MAX_SIDE);
  if (rows->h > 0 && rows->in_row != rows->w)
    return qd_mdp_parse_error (error, line, _("the row has %u cells where the first row has %u"), rows->in_row,
                               rows->w);
  if (rows->h == 0)
    rows->w = rows->in_row;
  rows->h++;
  rows->in_row = 0;
  return TRUE;
}

QdMdpWorld *
qd_mdp_rows_to_world (QdMdpRows *rows, guint line, GError **error)
{
  QdMdpWorld *world;

  if (rows->h == 0 || rows->w == 0)
    {
      qd_mdp_parse_error (error, line, _("the grid has no cell"));
      return NULL;
    }
  world = qd_mdp_world_new (rows->w, rows->h);
  /* Row r of the text is y = h - 1 - r. */
  for (guint r = 0; r < rows->h; r++)
    {
      guint y = rows->h - 1 - r;

      memcpy (world->kind + (gsize) y * rows->w, rows->kind->data + (gsize) r * rows->w, rows->w);
      memcpy (world->reward + (gsize) y * rows->w, (double *) (void *) rows->reward->data + (gsize) r * rows->w,
              rows->w * sizeof (double));
    }
  if (rows->start >= 0)
    {
      world->start_x = rows->start % (gint) rows->w;
      world->start_y = (gint) rows->h - 1 - rows->start / (gint) rows->w;
    }
  return world;
}

gboolean
qd_mdp_parameter_in_range (QdMdpParameter parameter, double value, guint line, GError **error)
{
  g_autofree char *refusal = qd_mdp_parameter_refusal (parameter, value);

  return refusal == NULL || qd_mdp_parse_error (error, line, "%s", refusal);
}

/* ---- numbers */

static gboolean
digits (const char **p, const char *end)
{
  const char *from = *p;

  while (*p < end && g_ascii_isdigit (**p))
    (*p)++;
  return *p > from;
}

gboolean
qd_mdp_read_integer (const char *p, gsize length, double *value)
{
  const char *end = p + length, *q = p;
  char buf[G_ASCII_DTOSTR_BUF_SIZE];

  if (q < end && (*q == '+' || *q == '-'))
    q++;
  if (!digits (&q, end) || q != end || length >= sizeof buf)
    return FALSE;
  memcpy (buf, p, length);
  buf[length] = '\0';
  *value = g_ascii_strtod (buf, NULL);
  return isfinite (*value);
}

gboolean
qd_mdp_read_number (const char *p, gsize length, double *value)
{
  const char *end = p + length, *q = p;
  gboolean whole, fraction = FALSE;
  char buf[128];

  if (q < end && (*q == '+' || *q == '-'))
    q++;
  whole = digits (&q, end);
  if (q < end && *q == '.')
    {
      q++;
      fraction = digits (&q, end);
    }
  if (!whole && !fraction)
    return FALSE;
  if (q < end && (*q == 'e' || *q == 'E'))
    {
      q++;
      if (q < end && (*q == '+' || *q == '-'))
        q++;
      if (!digits (&q, end))
        return FALSE;
    }
  if (q != end || length >= sizeof buf)
    return FALSE;
  memcpy (buf, p, length);
  buf[length] = '\0';
  *value = g_ascii_strtod (buf, NULL);
  return isfinite (*value);
}
