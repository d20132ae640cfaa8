/* qd-mdp-format.c — the Quandary grid world format (data/FORMATS.md, "Grid
 * worlds"): `key: value` lines, then `grid:` and the rows, top row first.
 *
 *   title: AIMA's 4 × 3 world
 *   convention: aima
 *   discount: 1
 *   noise: 0.2
 *   living-reward: -0.04
 *   grid:
 *    .  .  .  1
 *    .  #  . -1
 *    S  .  .  .
 *
 * A cell is `.` (open, the living reward), `(R)` (open, a reward of its
 * own), `#` (a wall), a number (a terminal of that value); `S` before `.`'s
 * place, before `(R)` or before a number marks the start: `S`, `S(R)`,
 * `S10`.  Every line after `grid:` that is not blank is a row, so no comment
 * goes there. */
#include "config.h"
#include "qd-mdp.h"
#include "qd-mdp-private.h"

#include <glib/gi18n.h>
#include <string.h>

#include "core/qd-format.h"
#include "core/qd-text.h"

/* ---- reading */

typedef struct
{
  char *title;
  QdMdpConvention convention;
  double discount, noise, living_reward;
  guint seen;            /* a bit per key read */
} Header;

enum { KEY_TITLE, KEY_CONVENTION, KEY_DISCOUNT, KEY_NOISE, KEY_LIVING_REWARD, N_KEYS };

static const char *const key_names[N_KEYS] = { "title", "convention", "discount", "noise", "living-reward" };
static const QdMdpParameter key_parameters[N_KEYS] = { 0, 0, QD_MDP_PARAMETER_DISCOUNT, QD_MDP_PARAMETER_NOISE,
                                                       QD_MDP_PARAMETER_REWARD };

static gboolean
read_value (Header *header, guint key, const char *value, gsize length, guint line, GError **error)
{
  double *numbers[N_KEYS] = { NULL, NULL, &header->discount, &header->noise, &header->living_reward };
  g_autofree char *quoted = NULL;

  if (key == KEY_TITLE)
    {
      header->title = g_strndup (value, length);
      return TRUE;
    }
  if (key == KEY_CONVENTION && length == 6 && memcmp (value, "course", 6) == 0)
    header->convention = QD_MDP_COURSE;
  else if (key == KEY_CONVENTION && length == 4 && memcmp (value, "aima", 4) == 0)
    header->convention = QD_MDP_AIMA;
  else if (key != KEY_CONVENTION && qd_mdp_read_number (value, length, numbers[key]))
    return qd_mdp_parameter_in_range (key_parameters[key], *numbers[key], line, error);
  else
    {
      quoted = qd_text_quote (value, (gssize) length);
      if (key == KEY_CONVENTION)
        return qd_mdp_parse_error (error, line, _("the convention “%s” is neither “course” nor “aima”"), quoted);
      return qd_mdp_parse_error (error, line, _("the %s “%s” is not a finite number"), key_names[key], quoted);
    }
  return TRUE;
}

/* A `key: value` line; *GRID set on the `grid:` line. */
static gboolean
read_header_line (Header *header, const char *line, gsize length, guint number, gboolean *grid, GError **error)
{
  const char *colon, *value;
  gsize key_length, value_length;
  g_autofree char *quoted = NULL;

  qd_text_trim (&line, &length);
  colon = memchr (line, ':', length);
  key_length = colon != NULL ? (gsize) (colon - line) : 0;
  value = colon != NULL ? colon + 1 : line + length;
  value_length = colon != NULL ? length - key_length - 1 : 0;
  if (colon != NULL)
    qd_text_trim (&value, &value_length);
  if (colon != NULL && key_length == 4 && memcmp (line, "grid", 4) == 0 && value_length == 0)
    return *grid = TRUE;
  for (guint k = 0; colon != NULL && k < N_KEYS; k++)
    if (key_length == strlen (key_names[k]) && memcmp (line, key_names[k], key_length) == 0)
      {
        if (header->seen & (1u << k))
          return qd_mdp_parse_error (error, number, _("a second “%s:” line"), key_names[k]);
        header->seen |= 1u << k;
        return read_value (header, k, value, value_length, number, error);
      }
  quoted = qd_text_quote (line, (gssize) length);
  return qd_mdp_parse_error (error, number,
                             _("“%s” is not a line of a grid world: expected title:, convention:, discount:, "
                               "noise:, living-reward: or grid:"),
                             quoted);
}

/* One cell's token (without its start mark) added to the rows. */
static gboolean
read_cell (QdMdpRows *rows, const Header *header, const char *token, gsize length, guint line, guint column,
           GError **error)
{
  double value = header->living_reward;
  QdMdpCellKind kind = QD_MDP_OPEN;
  g_autofree char *quoted = NULL;

  if (length == 1 && (token[0] == '.' || token[0] == '#'))
    kind = token[0] == '.' ? QD_MDP_OPEN : QD_MDP_WALL;
  else if (length >= 3 && token[0] == '(' && token[length - 1] == ')' &&
           qd_mdp_read_number (token + 1, length - 2, &value))
    kind = QD_MDP_OPEN;
  else if (qd_mdp_read_number (token, length, &value))
    kind = QD_MDP_TERMINAL;
  else
    {
      quoted = qd_text_quote (token, (gssize) length);
      return qd_mdp_parse_error (error, line,
                                 _("“%s” in column %u is not a cell: . open, (R) open with reward R, # wall, "
                                   "a finite number a terminal, S before one of them the start"),
                                 quoted, column);
    }
  if (kind == QD_MDP_WALL)
    value = 0.0;
  /* The living reward was checked on its line. */
  return (length == 1 || qd_mdp_parameter_in_range (QD_MDP_PARAMETER_REWARD, value, line, error)) &&
         qd_mdp_rows_add (rows, kind, value, line, error);
}

static gboolean
read_row (QdMdpRows *rows, const Header *header, const char *line, gsize length, guint number, GError **error)
{
  const char *p = line, *end = line + length, *token;
  gsize token_length;

  while (qd_mdp_next_word (&p, end, &token, &token_length))
    {
      guint column = (guint) (token - line) + 1;
      gboolean start = token[0] == 'S';
      g_autofree char *quoted = NULL;

      if (start && token_length > 1 && token[1] == '#')
        {
          quoted = qd_text_quote (token, (gssize) token_length);
          return qd_mdp_parse_error (error, number, _("“%s” in column %u: the start cannot be a wall"), quoted,
                                     column);
        }
      if (!read_cell (rows, header, start && token_length == 1 ? "." : token + start,
                      start && token_length == 1 ? 1 : token_length - start, number, column, error))
        return FALSE;
      if (start && !qd_mdp_rows_set_start (rows, number, error))
        return FALSE;
    }
  return qd_mdp_rows_end (rows, number, error);
}

static QdMdpWorld *
world_of (QdMdpRows *rows, Header *header, guint last_line, GError **error)
{
  QdMdpWorld *world = qd_mdp_rows_to_world (rows, last_line, error);

  if (world == NULL)
    return NULL;
  world->title = g_strdup (header->title);
  world->convention = header->convention;
  world->discount = header->discount;
  world->noise = header->noise;
  world->living_reward = header->living_reward;
  if (!qd_mdp_world_check (world, error))
    g_clear_pointer (&world, qd_mdp_world_free);
  return world;
}

QdMdpWorld *
qd_mdp_world_parse (const char *text, gsize len, GError **error)
{
  Header header = { .convention = QD_MDP_COURSE, .discount = 0.9, .noise = 0.2 };
  QdMdpRows rows;
  QdLineReader reader;
  const char *line;
  gsize length;
  gboolean grid = FALSE, ok = TRUE, empty = TRUE;
  QdMdpWorld *world = NULL;

  if (!qd_text_validate (text, len, QD_MDP_ERROR, QD_MDP_ERROR_PARSE, error))
    return NULL;
  qd_mdp_rows_init (&rows);
  qd_line_reader_init (&reader, text, len);
  while (ok && qd_line_reader_next (&reader, &line, &length))
    {
      const char *p = line;

      qd_mdp_skip_blanks (&p, line + length);
      if (p == line + length)
        continue;
      empty = FALSE;
      if (!grid && *p == '#')
        continue;
      ok = grid ? read_row (&rows, &header, line, length, reader.line, error)
                : read_header_line (&header, line, length, reader.line, &grid, error);
    }
  if (ok && empty)
    qd_mdp_parse_error (error, 0, _("the file is empty: a grid world needs a “grid:” line and its rows"));
  else if (ok && !grid)
    qd_mdp_parse_error (error, reader.line, _("no “grid:” line: the grid’s rows follow one"));
  else if (ok)
    world = world_of (&rows, &header, reader.line, error);
  g_free (header.title);
  qd_mdp_rows_clear (&rows);
  return world;
}

/* ---- writing */

/* The text of cell I (without padding) in BUF, its length returned: the
 * plain cells without formatting a number (most of a large grid). */
static gsize
cell_text (const QdMdpWorld *world, gsize i, char buf[64])
{
  gboolean start = world->start_x >= 0 && i == qd_mdp_world_index (world, (guint) world->start_x,
                                                                     (guint) world->start_y);
  g_autofree char *number = NULL;

  if (world->kind[i] == QD_MDP_OPEN && world->reward[i] == world->living_reward)
    return (gsize) g_strlcpy (buf, start ? "S" : ".", 64);
  if (world->kind[i] == QD_MDP_WALL)
    return (gsize) g_strlcpy (buf, "#", 64);
  number = qd_format_number (world->reward[i]);
  return (gsize) g_snprintf (buf, 64, world->kind[i] == QD_MDP_TERMINAL ? "%s%s" : "%s(%s)", start ? "S" : "", number);
}

/* Each column's widest cell, so that the columns line up. */
static guint *
column_widths (const QdMdpWorld *world)
{
  guint *widths = g_new0 (guint, world->w);
  char buf[64];

  for (guint y = 0; y < world->h; y++)
    for (guint x = 0; x < world->w; x++)
      widths[x] = MAX (widths[x], (guint) cell_text (world, qd_mdp_world_index (world, x, y), buf));
  return widths;
}

static void
append_header (GString *out, const QdMdpWorld *world)
{
  g_autofree char *discount = qd_format_number (world->discount);
  g_autofree char *noise = qd_format_number (world->noise);
  g_autofree char *living = qd_format_number (world->living_reward);

  if (world->title != NULL)
    g_string_append_printf (out, "title: %s\n", world->title);
  g_string_append_printf (out, "convention: %s\ndiscount: %s\nnoise: %s\nliving-reward: %s\ngrid:\n",
                          world->convention == QD_MDP_AIMA ? "aima" : "course", discount, noise, living);
}

char *
qd_mdp_world_to_string (const QdMdpWorld *world)
{
  g_autofree guint *widths = column_widths (world);
  GString *out = g_string_sized_new ((gsize) world->w * world->h * 2 + 200);
  char buf[64];

  append_header (out, world);
  for (guint r = 0; r < world->h; r++)
    {
      for (guint x = 0; x < world->w; x++)
        {
          gsize length = cell_text (world, qd_mdp_world_index (world, x, world->h - 1 - r), buf);

          /* Right-aligned, one blank between columns. */
          for (gsize pad = length; pad < widths[x] + (x > 0); pad++)
            g_string_append_c (out, ' ');
          g_string_append_len (out, buf, (gssize) length);
        }
      g_string_append_c (out, '\n');
    }
  return g_string_free (out, FALSE);
}
