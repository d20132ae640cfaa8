/* qd-mdp-cli-check.c — `quandary-cli mdp --check`: a student's values,
 * Q-values or policy, in the blocks the command prints, checked cell by
 * cell: a number within 0.00005 of the exact one (4 decimals), a word equal
 * (`#` or the course's `__________` for a wall, `illegal`), a policy's
 * action any of those whose Q-value is the best.  The verdict names the
 * first line that differs and every cell that does. */
#include "config.h"
#include "qd-mdp-cli.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

/* How many differing cells the explanation names before "and N more". */
#define NAMED_CELLS 12

/* The answer's rows of one block. */
typedef struct {
  const QdMdpCliBlock *block;
  GArray *lines;             /* guint: the answer's 0-based line of each row */
} Found;

typedef struct {
  const QdMdpCliCheck *check;
  const QdCheckText *text;
  Found *found;              /* one per block */
  QdCheckResult *result;     /* the first fault, or NULL */
  guint fault_index;         /* its 0-based line */
  guint n_wrong;             /* differing cells */
} Checker;

static char *
reference_row (const QdMdpCliBlock *block, guint row)
{
  GString *line = g_string_new (NULL);

  for (guint x = 0; x < block->cols; x++)
    g_string_append_printf (line, "%s%s", x > 0 ? " " : "", block->cells[row * block->cols + x]);
  return g_string_free (line, FALSE);
}

/* Records a fault at the answer's line INDEX (the first one kept), the
 * reference's line being EXPECTED (taken; NULL: none), and its sentence
 * (FORMAT NULL: none). */
static void
fault (Checker *c, guint index, char *expected, const char *format, ...) G_GNUC_PRINTF (4, 5);
static void
fault (Checker *c, guint index, char *expected, const char *format, ...)
{
  g_autofree char *sentence = NULL;
  va_list args;

  if (format != NULL)
    {
      va_start (args, format);
      sentence = g_strdup_vprintf (format, args);
      va_end (args);
    }
  if (c->result == NULL || index < c->fault_index)
    {
      g_clear_pointer (&c->result, qd_check_result_free);
      c->result = qd_check_result_new_wrong (index + 1, expected, qd_check_text_line (c->text, index));
      c->fault_index = index;
    }
  if (sentence != NULL)
    qd_check_result_explain (c->result, "%s", sentence);
  g_free (expected);
}

static gint
find_block (const QdMdpCliCheck *check, const char *name)
{
  for (guint b = 0; b < check->blocks->len; b++)
    if (strcmp (((QdMdpCliBlock *) g_ptr_array_index (check->blocks, b))->name, name) == 0)
      return (gint) b;
  return -1;
}

/* Whether the given token is right for cell I of BLOCK. */
static gboolean
cell_matches (const QdMdpCliBlock *block, guint i, const char *given)
{
  double number;
  gint label;

  if (strcmp (block->cells[i], "#") == 0)
    return strcmp (given, "#") == 0 || strcmp (given, "__________") == 0;
  if (block->ties != NULL)
    {
      label = strcmp (given, "terminal") == 0 ? QD_MDP_EXIT : qd_mdp_action_from_string (given);
      return label >= 0 && (block->ties[i] & (1u << label)) != 0;
    }
  if (isnan (block->numbers[i]))
    return strcmp (given, block->cells[i]) == 0;
  return qd_check_parse_number (given, &number) && fabs (number - block->numbers[i]) <= 0.00005 + 1e-9;
}

static void
check_row (Checker *c, const QdMdpCliBlock *block, guint row, guint index)
{
  g_auto(GStrv) split = g_strsplit_set (qd_check_text_line (c->text, index), " \t", -1);
  g_autoptr(GPtrArray) tokens = g_ptr_array_new ();
  guint n;

  for (guint t = 0; split[t] != NULL; t++)
    if (*split[t] != '\0')
      g_ptr_array_add (tokens, split[t]);
  n = tokens->len;
  if (n != block->cols)
    {
      fault (c, index, reference_row (block, row), _("Row %u of %s has %u cells; this line has %u."), row + 1,
             block->name, block->cols, n);
      return;
    }
  for (guint x = 0; x < block->cols; x++)
    {
      guint i = row * block->cols + x;

      const char *given = g_ptr_array_index (tokens, x);

      if (cell_matches (block, i, given))
        continue;
      if (++c->n_wrong > NAMED_CELLS)
        fault (c, index, reference_row (block, row), NULL);
      else
        fault (c, index, reference_row (block, row),
               _("%s, cell (%u, %u) (row %u, column %u): expected %s, given %s."), block->name, x,
               block->rows - 1 - row, row + 1, x + 1, block->cells[i], given);
    }
}

/* An answer's "KEY: VALUE" line against the run's: TRUE when it is one. */
static gboolean
info_matches (Checker *c, const char *line, gsize key_length, guint index)
{
  g_autofree char *value = g_strstrip (g_strdup (line + key_length + 1));

  for (const char *const *info = c->check->info; *info != NULL; info++)
    {
      const char *colon = strchr (*info, ':');

      if ((gsize) (colon - *info) != key_length || strncmp (*info, line, key_length) != 0)
        continue;
      if (strcmp (colon + 2, value) != 0)
        fault (c, index, g_strdup (*info), _("The run gives “%s”."), *info);
      return TRUE;
    }
  return FALSE;
}

/* A line "NAME:" naming a block, or "KEY: VALUE" as the run prints first
 * (iterations: 100), which is checked and skipped: the block's index, -2
 * for a line skipped, -1 for a row. */
static gint
classify (Checker *c, const char *line, guint index)
{
  const char *colon = strchr (line, ':');
  g_autofree char *name = NULL;
  gint b;

  if (colon == NULL)
    return -1;
  name = g_strstrip (g_strndup (line, colon - line));
  b = colon[1] == '\0' ? find_block (c->check, name) : -1;
  if (b >= 0 || (colon[1] != '\0' && info_matches (c, line, colon - line, index)))
    return b >= 0 ? b : -2;
  fault (c, index, NULL, _("“%s” is neither a block this run prints (values:, q-values ACTION:, policy:, as the "
                           "options ask) nor one of its first lines."), line);
  return -2;
}

static void
read_answer (Checker *c)
{
  gint current = c->check->n_selected == 1 ? 0 : -1;

  for (guint i = 0; i < qd_check_text_length (c->text); i++)
    {
      g_autofree char *line = g_strstrip (g_strdup (qd_check_text_line (c->text, i)));
      gint kind;

      if (*line == '\0')
        continue;
      kind = classify (c, line, i);
      if (kind >= 0)
        current = kind;
      if (kind != -1)
        continue;
      if (current < 0)
        {
          fault (c, i, NULL, _("A row before any block name (values:, q-values ACTION:, policy:)."));
          continue;
        }
      g_array_append_val (c->found[current].lines, i);
    }
}

static void
check_block (Checker *c, const Found *found)
{
  const QdMdpCliBlock *block = found->block;
  guint given = found->lines->len, end = qd_check_text_length (c->text);

  for (guint row = 0; row < MIN (given, block->rows); row++)
    check_row (c, block, row, g_array_index (found->lines, guint, row));
  if (given == 0)
    fault (c, end, g_strdup_printf ("%s:", block->name), _("The answer has no block “%s:”."), block->name);
  else if (given > block->rows)
    fault (c, g_array_index (found->lines, guint, block->rows), NULL, _("%s has %u rows; the answer gives %u."),
           block->name, block->rows, given);
  else if (given < block->rows)
    fault (c, g_array_index (found->lines, guint, given - 1) + 1, reference_row (block, given),
           _("%s has %u rows; the answer gives %u."), block->name, block->rows, given);
}

QdCheckResult *
qd_mdp_cli_check_answer (const QdMdpCliCheck *check, const char *answer, gsize length, gboolean strict)
{
  g_autofree char *reason = NULL;
  QdCheckText text;
  Checker c = { check, &text };

  if (!qd_check_is_text (answer, length, &reason))
    return qd_check_result_new_unreadable (reason);
  qd_check_text_init (&text, answer, length, strict);
  c.found = g_new0 (Found, check->blocks->len);
  for (guint b = 0; b < check->blocks->len; b++)
    {
      c.found[b].block = g_ptr_array_index (check->blocks, b);
      c.found[b].lines = g_array_new (FALSE, FALSE, sizeof (guint));
    }
  read_answer (&c);
  for (guint b = 0; b < check->blocks->len; b++)
    {
      check_block (&c, &c.found[b]);
      g_array_unref (c.found[b].lines);
    }
  if (c.n_wrong > NAMED_CELLS)
    qd_check_result_explain (c.result, _("%u cells differ in all."), c.n_wrong);
  g_free (c.found);
  qd_check_text_clear (&text);
  return c.result != NULL ? c.result : qd_check_result_new_correct ();
}
