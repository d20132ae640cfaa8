/* qd-mdp-course.c — the course autograder's `.test` files (qd-mdp.h;
 * data/FORMATS.md, "Grid worlds"):
 *
 *   class: "ValueIterationTest"
 *   # comment
 *   grid: """
 *     -10
 *       S
 *      10
 *   """
 *   discount: "0.5"
 *   noise: "0.0"
 *
 * Outside a block, `#` starts a comment anywhere on a line; a block's lines
 * are taken raw (the grid's walls are `#`).  The grid's tokens: `_` open,
 * `#` wall, `S` the start (open), an integer a terminal.  The course reads
 * any other token as an open cell (`0.5` is no int): Quandary refuses it,
 * naming the line, since such a cell is surely a mistake. */
#include "config.h"
#include "qd-mdp.h"
#include "qd-mdp-private.h"

#include <glib/gi18n.h>
#include <string.h>

#include "core/qd-format.h"
#include "core/qd-text.h"

enum { KEY_DISCOUNT, KEY_NOISE, KEY_LIVING_REWARD, N_KEYS };

static const char *const key_names[N_KEYS] = { "discount", "noise", "livingReward" };
static const QdMdpParameter key_parameters[N_KEYS] = { QD_MDP_PARAMETER_DISCOUNT, QD_MDP_PARAMETER_NOISE,
                                                       QD_MDP_PARAMETER_REWARD };

typedef struct
{
  QdMdpRows rows;
  double values[N_KEYS];
  guint seen;              /* a bit per key read, and bit N_KEYS for the grid */
  guint block_line;        /* the line of the open block's `key: """`, 0 outside */
  gboolean in_grid;        /* the open block is the grid */
} Course;

/* ---- a line's parts */

static gboolean
is_key_char (char c)
{
  return g_ascii_isalnum (c) || c == '_';
}

/* `KEY: "VALUE"` or `KEY: """` (LINE trimmed): the key and the value (NULL
 * for a block's opening); FALSE when the line is neither. */
static gboolean
split_line (const char *line, gsize length, const char **key, gsize *key_length, const char **value,
            gsize *value_length)
{
  const char *p = line, *end = line + length;

  while (p < end && is_key_char (*p))
    p++;
  if (p == line || p == end || *p != ':')
    return FALSE;
  *key = line;
  *key_length = (gsize) (p - line);
  p++;
  qd_mdp_skip_blanks (&p, end);
  if (end - p == 3 && memcmp (p, "\"\"\"", 3) == 0)
    {
      *value = NULL;
      return TRUE;
    }
  if (end - p < 2 || *p != '"' || end[-1] != '"')
    return FALSE;
  *value = p + 1;
  *value_length = (gsize) (end - p - 2);
  return TRUE;
}

static gboolean
is_grid_opening (const char *line, gsize length)
{
  const char *key, *value;
  gsize key_length, value_length;

  qd_text_trim (&line, &length);
  return split_line (line, length, &key, &key_length, &value, &value_length) && value == NULL && key_length == 4 &&
         memcmp (key, "grid", 4) == 0;
}

gboolean
qd_mdp_world_is_course (const char *text, gsize len)
{
  QdLineReader reader;
  const char *line;
  gsize length;

  qd_line_reader_init (&reader, text, len);
  while (qd_line_reader_next (&reader, &line, &length))
    if (is_grid_opening (line, length))
      return TRUE;
  return FALSE;
}

/* ---- reading */

static gboolean
read_key (Course *course, const char *key, gsize key_length, const char *value, gsize value_length, guint line,
          GError **error)
{
  for (guint k = 0; k < N_KEYS; k++)
    if (key_length == strlen (key_names[k]) && memcmp (key, key_names[k], key_length) == 0)
      {
        g_autofree char *quoted = NULL;

        if (course->seen & (1u << k))
          return qd_mdp_parse_error (error, line, _("a second “%s:” line"), key_names[k]);
        course->seen |= 1u << k;
        qd_text_trim (&value, &value_length);
        if (qd_mdp_read_number (value, value_length, &course->values[k]))
          return qd_mdp_parameter_in_range (key_parameters[k], course->values[k], line, error);
        quoted = qd_text_quote (value, (gssize) value_length);
        return qd_mdp_parse_error (error, line, _("the %s “%s” is not a finite number"), key_names[k], quoted);
      }
  return TRUE;   /* the course's other keys (class, epsilon, …) say nothing of the world */
}

static gboolean
read_outside (Course *course, const char *line, gsize length, guint number, GError **error)
{
  const char *hash = memchr (line, '#', length), *key, *value;
  gsize key_length, value_length;
  g_autofree char *quoted = NULL;

  if (hash != NULL)
    length = (gsize) (hash - line);
  qd_text_trim (&line, &length);
  if (length == 0)
    return TRUE;
  if (!split_line (line, length, &key, &key_length, &value, &value_length))
    {
      quoted = qd_text_quote (line, (gssize) length);
      return qd_mdp_parse_error (error, number, _("“%s” is neither a “key: \"value\"” line nor a block’s "
                                                  "“key: \"\"\"”"),
                                 quoted);
    }
  if (value != NULL)
    return read_key (course, key, key_length, value, value_length, number, error);
  course->block_line = number;
  course->in_grid = key_length == 4 && memcmp (key, "grid", 4) == 0;
  if (course->in_grid && (course->seen & (1u << N_KEYS)))
    return qd_mdp_parse_error (error, number, _("a second grid"));
  course->seen |= course->in_grid ? 1u << N_KEYS : 0;
  return TRUE;
}

static gboolean
read_grid_row (Course *course, const char *line, gsize length, guint number, GError **error)
{
  const char *p = line, *end = line + length, *token;
  gsize token_length;
  double value = 0;

  if (qd_text_is_blank (line, length))
    return qd_mdp_parse_error (error, number, _("a blank line inside the grid"));
  while (qd_mdp_next_word (&p, end, &token, &token_length))
    {
      gboolean ok;

      if (token_length == 1 && (*token == '_' || *token == '#' || *token == 'S'))
        ok = qd_mdp_rows_add (&course->rows, *token == '#' ? QD_MDP_WALL : QD_MDP_OPEN, 0.0, number, error) &&
             (*token != 'S' || qd_mdp_rows_set_start (&course->rows, number, error));
      else if (qd_mdp_read_integer (token, token_length, &value))
        ok = qd_mdp_parameter_in_range (QD_MDP_PARAMETER_REWARD, value, number, error) &&
             qd_mdp_rows_add (&course->rows, QD_MDP_TERMINAL, value, number, error);
      else
        {
          g_autofree char *quoted = qd_text_quote (token, (gssize) token_length);

          return qd_mdp_parse_error (error, number,
                                     _("“%s” in column %u is not a cell of the course’s grid: _ open, # wall, "
                                       "S start, an integer a terminal"),
                                     quoted, (guint) (token - line) + 1);
        }
      if (!ok)
        return FALSE;
    }
  return qd_mdp_rows_end (&course->rows, number, error);
}

static gboolean
read_line (Course *course, const char *line, gsize length, guint number, GError **error)
{
  const char *trimmed = line;
  gsize trimmed_length = length;

  if (course->block_line == 0)
    return read_outside (course, line, length, number, error);
  qd_text_trim (&trimmed, &trimmed_length);
  if (trimmed_length == 3 && memcmp (trimmed, "\"\"\"", 3) == 0)
    {
      course->block_line = 0;
      return TRUE;
    }
  return !course->in_grid || read_grid_row (course, line, length, number, error);
}

static QdMdpWorld *
course_world (Course *course, guint last_line, GError **error)
{
  QdMdpWorld *world;
  gsize n;

  if (course->block_line != 0)
    {
      qd_mdp_parse_error (error, course->block_line, _("this block has no closing “\"\"\"” line"));
      return NULL;
    }
  if (!(course->seen & (1u << N_KEYS)))
    {
      qd_mdp_parse_error (error, last_line, _("no “grid: \"\"\"” block"));
      return NULL;
    }
  world = qd_mdp_rows_to_world (&course->rows, last_line, error);
  if (world == NULL)
    return NULL;
  world->discount = course->values[KEY_DISCOUNT];
  world->noise = course->values[KEY_NOISE];
  world->living_reward = course->values[KEY_LIVING_REWARD];
  n = (gsize) world->w * world->h;
  for (gsize i = 0; i < n; i++)
    if (world->kind[i] == QD_MDP_OPEN)
      world->reward[i] = world->living_reward;
  if (!qd_mdp_world_check (world, error))
    g_clear_pointer (&world, qd_mdp_world_free);
  return world;
}

QdMdpWorld *
qd_mdp_world_parse_course (const char *text, gsize len, GError **error)
{
  /* The course's defaults: gridworld.py's discount 0.9, noise 0.2, living reward 0. */
  Course course = { .values = { 0.9, 0.2, 0.0 } };
  QdLineReader reader;
  const char *line;
  gsize length;
  gboolean ok = TRUE;
  QdMdpWorld *world = NULL;

  if (!qd_text_validate (text, len, QD_MDP_ERROR, QD_MDP_ERROR_PARSE, error))
    return NULL;
  qd_mdp_rows_init (&course.rows);
  qd_line_reader_init (&reader, text, len);
  while (ok && qd_line_reader_next (&reader, &line, &length))
    ok = read_line (&course, line, length, reader.line, error);
  if (ok)
    world = course_world (&course, reader.line, error);
  qd_mdp_rows_clear (&course.rows);
  return world;
}

/* ---- writing */

static void
append_course_cell (GString *out, const QdMdpWorld *world, guint x, guint y)
{
  guint i = qd_mdp_world_index (world, x, y);
  g_autofree char *number = NULL;
  const char *text = "_";

  if (world->kind[i] == QD_MDP_WALL)
    text = "#";
  else if (world->kind[i] == QD_MDP_TERMINAL)
    text = number = qd_format_number (world->reward[i]);
  else if ((gint) x == world->start_x && (gint) y == world->start_y)
    text = "S";
  /* The course's files align their cells in columns of five. */
  g_string_append_printf (out, " %4s", text);
}

char *
qd_mdp_world_to_course_string (const QdMdpWorld *world)
{
  GString *out = g_string_new ("class: \"ValueIterationTest\"\n\n"
                               "# GridWorld specification (written by Quandary)\n"
                               "#    _ is empty space\n"
                               "#    numbers are terminal states with that value\n"
                               "#    # is a wall\n"
                               "#    S is a start state\n"
                               "grid: \"\"\"\n");
  g_autofree char *discount = qd_format_number (world->discount);
  g_autofree char *noise = qd_format_number (world->noise);
  g_autofree char *living = qd_format_number (world->living_reward);

  for (guint r = 0; r < world->h; r++)
    {
      for (guint x = 0; x < world->w; x++)
        append_course_cell (out, world, x, world->h - 1 - r);
      g_string_append_c (out, '\n');
    }
  g_string_append_printf (out, "\"\"\"\ndiscount: \"%s\"\nnoise: \"%s\"\nlivingReward: \"%s\"\n", discount, noise,
                          living);
  return g_string_free (out, FALSE);
}
