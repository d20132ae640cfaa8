/* qd-mapcolor-check.c — a colouring checked for validity; see
 * qd-mapcolor-check.h.
 *
 * The answer's lines are read in order; the first line that breaks a rule
 * is the verdict's line: not "name colour", an unknown region, a region
 * coloured twice, an unknown colour name, a colour more than K, a colour a
 * neighbour on an earlier line already has.  A region with no line is
 * missing one past the last line. */
#include "config.h"
#include "qd-mapcolor-check.h"

#include <glib/gi18n.h>
#include <stdlib.h>
#include <string.h>

#include "qd-mapcolor-clique.h"
#include "qd-mapcolor-steps.h"

/* The replay keeps this many steps (the window's replay keeps as many). */
#define MAX_STEPS 200000
/* Names listed in a sentence. */
#define MAX_LISTED 8

struct _QdMapcolorCheck {
  QdMap *map;
  guint colors;                 /* K */
  QdMapcolorAlgorithm algorithm;
  gboolean solved;
  gint *solution;               /* the reference colouring (solved) */
  GHashTable *index;            /* region name → index + 1 */
  gint64 *region_step;          /* per region: the step giving its final colour, or -1 */
  guint *clique;                /* no solution: the largest clique found */
  guint clique_size;
  QdCheckReference expected;      /* the right output as lines */
};

QdMapcolorCheck *
qd_mapcolor_check_new (const QdMap *map, const QdMapcolorSolveOptions *options, QdMapcolorStatus *status)
{
  QdMapcolorSolveOptions solve = *options;
  QdMapcolorSteps steps;
  g_autoptr(QdMapcolorSolution) solution = NULL;
  g_autoptr(GString) text = g_string_new (NULL);
  QdMapcolorCheck *check;

  qd_mapcolor_steps_init (&steps, MAX_STEPS);
  solve.on_assign = qd_mapcolor_steps_record;
  solve.user_data = &steps;
  solve.tree = NULL;
  solution = qd_mapcolor_solve (map, &solve);
  if (status != NULL)
    *status = solution->status;
  if (solution->status != QD_MAPCOLOR_SOLVED && solution->status != QD_MAPCOLOR_NO_SOLUTION)
    {
      qd_mapcolor_steps_clear (&steps);
      return NULL;
    }

  check = g_new0 (QdMapcolorCheck, 1);
  check->map = qd_map_copy (map);
  check->colors = options->colors;
  check->algorithm = options->algorithm;
  check->solved = solution->status == QD_MAPCOLOR_SOLVED;
  check->index = g_hash_table_new (g_str_hash, g_str_equal);
  check->region_step = g_new (gint64, MAX (map->n_regions, 1));
  for (guint r = 0; r < map->n_regions; r++)
    {
      g_hash_table_insert (check->index, check->map->names->pdata[r], GUINT_TO_POINTER (r + 1));
      check->region_step[r] = -1;
    }
  for (guint i = 0; i < steps.steps->len; i++)
    {
      const QdMapcolorStep *s = &g_array_index (steps.steps, QdMapcolorStep, i);

      check->region_step[s->region] = s->color >= 0 ? (gint64) i + 1 : -1;
    }
  qd_mapcolor_steps_clear (&steps);

  if (check->solved)
    {
      check->solution = g_memdup2 (solution->colors, sizeof (gint) * MAX (map->n_regions, 1));
      /* As the command prints it. */
      for (guint r = 0; r < map->n_regions; r++)
        g_string_append_printf (text, "%s %s\n", (const char *) map->names->pdata[r],
                                qd_map_color_name ((guint) solution->colors[r]));
    }
  else
    {
      g_string_append (text, "no solution\n");
      check->clique = qd_mapcolor_greedy_clique (map, 0, &check->clique_size, NULL);
    }
  qd_check_reference_init (&check->expected, g_string_free (g_steal_pointer (&text), FALSE));
  return check;
}

const char *
qd_mapcolor_check_reference (const QdMapcolorCheck *check)
{
  return check->expected.text;
}

void
qd_mapcolor_check_free (QdMapcolorCheck *check)
{
  if (check == NULL)
    return;
  g_hash_table_unref (check->index);
  qd_map_free (check->map);
  g_free (check->solution);
  g_free (check->region_step);
  g_free (check->clique);
  qd_check_reference_clear (&check->expected);
  g_free (check);
}

/* --- Reading a line --- */

/* The colour index of a name (red, green, blue, yellow, color5, …), or -1. */
static gint
parse_color (const char *name)
{
  for (guint c = 0; c < 4; c++)
    if (strcmp (name, qd_map_color_name (c)) == 0)
      return (gint) c;
  if (g_str_has_prefix (name, "color") && name[5] >= '1' && name[5] <= '9' && strlen (name) <= 11)
    {
      const char *p = name + 5;
      guint64 n = 0;

      for (; *p >= '0' && *p <= '9'; p++)
        n = n * 10 + (guint64) (*p - '0');
      if (*p == '\0' && n >= 5 && n <= G_MAXINT)
        return (gint) (n - 1);
    }
  return -1;
}

/* "New South Wales  red" → name "New South Wales", colour "red" (the last
 * word); FALSE when the line has no two words. */
static gboolean
split_line (const char *line, char **name, char **color)
{
  g_autofree char *copy = g_strstrip (g_strdup (line));
  char *space = NULL;

  for (char *p = copy; *p != '\0'; p++)
    if (*p == ' ' || *p == '\t')
      space = p;
  if (space == NULL)
    return FALSE;
  *color = g_strdup (space + 1);
  *space = '\0';
  *name = g_strdup (g_strchomp (copy));
  return TRUE;
}

/* --- What the answer has so far --- */

typedef struct {
  const QdMapcolorCheck *check;
  gint *color;                  /* per region: its colour on an earlier line, or -1 */
  guint *line;                  /* per region: that line (1-based) */
  gboolean *anywhere;           /* per region: named on some line of the answer */
  guint *used;                  /* colour index → lines using it (the first K + 1 distinct) */
  GArray *used_colors;          /* the distinct colours so far, in order of use */
} Answer;

static gboolean
color_used (const Answer *a, gint c)
{
  for (guint i = 0; i < a->used_colors->len; i++)
    if (g_array_index (a->used_colors, gint, i) == c)
      return TRUE;
  return FALSE;
}

/* A colour region r may take after the answer's earlier lines: below K,
 * none of its neighbours' so far, and one of the colours used when K are;
 * or -1. */
static gint
fitting_color (const Answer *a, guint r)
{
  const QdMap *map = a->check->map;
  g_autofree gboolean *taken = g_new0 (gboolean, a->check->colors);

  for (guint k = 0; k < qd_map_degree (map, r); k++)
    {
      gint c = a->color[qd_map_neighbours (map, r)[k]];

      if (c >= 0 && (guint) c < a->check->colors)
        taken[c] = TRUE;
    }
  for (guint c = 0; c < a->check->colors; c++)
    if (!taken[c] && (a->used_colors->len < a->check->colors || color_used (a, (gint) c)))
      return (gint) c;
  return -1;
}

/* "NSW red": a line that would be right for region r here. */
static char *
right_line (const Answer *a, guint r)
{
  gint c = fitting_color (a, r);

  if (c < 0)
    c = a->check->solution[r];
  return g_strdup_printf ("%s %s", (const char *) a->check->map->names->pdata[r], qd_map_color_name ((guint) c));
}

/* The first region (map order) the answer names on no line, or -1. */
static gint
first_missing (const Answer *a)
{
  for (guint r = 0; r < a->check->map->n_regions; r++)
    if (!a->anywhere[r])
      return (gint) r;
  return -1;
}

static char *
list_names (const QdMapcolorCheck *check, const guint *regions, guint n)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    {
      if (i == MAX_LISTED)
        {
          g_string_append (s, ", …");
          break;
        }
      g_string_append_printf (s, "%s%s", i > 0 ? ", " : "", (const char *) check->map->names->pdata[regions[i]]);
    }
  return g_string_free (s, FALSE);
}

static char *
list_used (const Answer *a)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < a->used_colors->len; i++)
    {
      if (i == MAX_LISTED)
        {
          g_string_append (s, ", …");
          break;
        }
      g_string_append_printf (s, "%s%s", i > 0 ? ", " : "",
                              qd_map_color_name ((guint) g_array_index (a->used_colors, gint, i)));
    }
  return g_string_free (s, FALSE);
}

/* The line of the answer is wrong, where a line for a region not yet
 * named would be right (NULL when every region has a line: this line
 * should not be there). */
static QdCheckResult *
wrong_for_missing (const Answer *a, guint line, const char *given)
{
  gint missing = first_missing (a);
  g_autofree char *expected = missing >= 0 ? right_line (a, (guint) missing) : NULL;
  QdCheckResult *result = qd_check_result_new_wrong (line, expected, given);

  if (missing >= 0)
    {
      result->step = a->check->region_step[missing];
      result->reference_line = (guint) missing + 1;
    }
  return result;
}

/* The line names region r, which is wrong there: a right line for r. */
static QdCheckResult *
wrong_for_region (const Answer *a, guint line, const char *given, guint r)
{
  g_autofree char *expected = right_line (a, r);
  QdCheckResult *result = qd_check_result_new_wrong (line, expected, given);

  result->step = a->check->region_step[r];
  result->reference_line = r + 1;
  return result;
}

/* Line `line` (1-based, `text`); NULL when it is right so far. */
static QdCheckResult *
check_line (Answer *a, guint line, const char *text, gboolean strict)
{
  const QdMapcolorCheck *check = a->check;
  const QdMap *map = check->map;
  g_autofree char *name = NULL;
  g_autofree char *color_name = NULL;
  QdCheckResult *result;
  gpointer found;
  guint r;
  gint c;

  if (strict)
    {
      gsize len = strlen (text);

      if (len > 0 && (text[len - 1] == '\r' || text[len - 1] == ' ' || text[len - 1] == '\t'))
        {
          g_autofree char *chomped = g_strchomp (g_strdup (text));

          result = qd_check_result_new_wrong (line, chomped, text);
          qd_check_result_explain (result, _("The line ends with a CR or blanks, which --check-strict counts."));
          return result;
        }
    }
  if (!split_line (text, &name, &color_name))
    {
      const char *example = map->n_regions > 0 ? map->names->pdata[0] : "WA";
      g_autofree char *stripped = g_strstrip (g_strdup (text));

      result = wrong_for_missing (a, line, text);
      if (*stripped == '\0')
        qd_check_result_explain (result, _("The line is empty: every line is a region's name and its colour, "
                                           "separated by a space (“%s %s”)."), example, qd_map_color_name (0));
      else
        qd_check_result_explain (result, _("The line has no colour: every line is a region's name and its colour, "
                                           "separated by a space (“%s %s”)."), example, qd_map_color_name (0));
      return result;
    }
  found = g_hash_table_lookup (check->index, name);
  if (found == NULL)
    {
      result = wrong_for_missing (a, line, text);
      qd_check_result_explain (result, _("“%s” is not a region of the map (names are case-sensitive)."), name);
      if (result->expected != NULL)
        qd_check_result_explain (result, _("%s has no line in the answer: a line for it would be right here."),
                                 (const char *) map->names->pdata[result->reference_line - 1]);
      else
        qd_check_result_explain (result, _("Every region of the map has its line elsewhere in the answer: this "
                                           "line is one too many."));
      return result;
    }
  r = GPOINTER_TO_UINT (found) - 1;
  if (a->line[r] > 0)
    {
      result = wrong_for_missing (a, line, text);
      qd_check_result_explain (result, _("%s is coloured twice: line %u already gives it a colour, and every region "
                                         "has exactly one line."), name, a->line[r]);
      return result;
    }
  c = parse_color (color_name);
  if (c < 0)
    {
      result = wrong_for_region (a, line, text, r);
      qd_check_result_explain (result, _("“%s” is not a colour name: the colours are red, green, blue, yellow, then "
                                         "color5, color6, … (as quandary-cli mapcolor prints them)."), color_name);
      return result;
    }
  if (!color_used (a, c) && a->used_colors->len >= check->colors)
    {
      g_autofree char *used = list_used (a);

      result = wrong_for_region (a, line, text, r);
      qd_check_result_explain (result, ngettext ("%s brings a colour more, %s: the lines before already use %u colour "
                                                 "(%s), and at most %u are allowed (-k).",
                                                 "%s brings a colour more, %s: the lines before already use %u "
                                                 "colours (%s), and at most %u are allowed (-k).",
                                                 a->used_colors->len),
                               name, color_name, a->used_colors->len, used, check->colors);
      return result;
    }
  for (guint k = 0; k < qd_map_degree (map, r); k++)
    {
      guint w = qd_map_neighbours (map, r)[k];

      if (w != r && a->color[w] == c)
        {
          gint fit = fitting_color (a, r);

          result = wrong_for_region (a, line, text, r);
          qd_check_result_explain (result, _("%s and %s are neighbours and both %s (%s is %s on line %u)."),
                                   name, (const char *) map->names->pdata[w], color_name,
                                   (const char *) map->names->pdata[w], color_name, a->line[w]);
          if (fit >= 0)
            qd_check_result_explain (result, _("%s could be %s: none of its neighbours on the lines before has it."),
                                     name, qd_map_color_name ((guint) fit));
          else
            qd_check_result_explain (result, _("No colour is left for %s after the lines before: its neighbours "
                                               "there already use every colour allowed, so an earlier line must "
                                               "change."), name);
          return result;
        }
    }
  a->color[r] = c;
  a->line[r] = line;
  if (!color_used (a, c))
    g_array_append_val (a->used_colors, c);
  return NULL;
}

/* --- No colouring exists --- */

static void
explain_no_solution (const QdMapcolorCheck *check, QdCheckResult *result)
{
  qd_check_result_explain (result, _("No colouring of this map with %u colours exists, so the only right answer "
                                     "is “no solution”."), check->colors);
  if (check->clique_size > check->colors)
    {
      g_autofree char *names = list_names (check, check->clique, check->clique_size);

      qd_check_result_explain (result, _("%s are all neighbours of one another: these %u regions need %u different "
                                         "colours, more than the %u allowed."),
                               names, check->clique_size, check->clique_size, check->colors);
    }
  else
    qd_check_result_explain (result, _("The complete search (%s) tried every way to colour it with %u colours and "
                                       "each one ends with two neighbours alike."),
                             qd_mapcolor_algorithm_to_string (check->algorithm), check->colors);
}

static QdCheckResult *
check_no_solution (const QdMapcolorCheck *check, const QdCheckText *given)
{
  guint index = 0;
  QdCheckResult *result = qd_check_compare (qd_check_reference_lines (&check->expected, given->strict), given,
                                            &index);

  if (result == NULL)
    return qd_check_result_new_correct ();
  if (index == 0 && result->given != NULL && strcmp (qd_check_text_line (given, 0), "no solution") == 0)
    qd_check_result_explain (result, _("The answer is right but for its line end, which --check-strict counts."));
  else if (index == 0)
    explain_no_solution (check, result);
  else
    qd_check_result_explain (result, _("“no solution” is the whole answer: nothing comes after it."));
  return result;
}

/* --- The verdict --- */

QdCheckResult *
qd_mapcolor_check_answer (const QdMapcolorCheck *check, const char *answer, gsize length, gboolean strict)
{
  const QdMap *map = check->map;
  QdCheckText given;
  QdCheckResult *result = NULL;
  Answer a = { check };
  guint n_lines;

  qd_check_text_init (&given, answer, length, strict);
  n_lines = qd_check_text_length (&given);
  if (!check->solved)
    {
      result = check_no_solution (check, &given);
      qd_check_text_clear (&given);
      return result;
    }

  a.color = g_new (gint, MAX (map->n_regions, 1));
  a.line = g_new0 (guint, MAX (map->n_regions, 1));
  a.anywhere = g_new0 (gboolean, MAX (map->n_regions, 1));
  a.used_colors = g_array_new (FALSE, FALSE, sizeof (gint));
  for (guint r = 0; r < map->n_regions; r++)
    a.color[r] = -1;
  for (guint i = 0; i < n_lines; i++)
    {
      g_autofree char *name = NULL, *color = NULL;
      gpointer found;

      if (split_line (qd_check_text_line (&given, i), &name, &color) &&
          (found = g_hash_table_lookup (check->index, name)) != NULL)
        a.anywhere[GPOINTER_TO_UINT (found) - 1] = TRUE;
    }

  if (n_lines > 0 && map->n_regions > 0 && strcmp (qd_check_text_line (&given, 0), "no solution") == 0)
    {
      g_autofree char *first = g_strdup_printf ("%s %s", (const char *) map->names->pdata[0],
                                                qd_map_color_name ((guint) check->solution[0]));

      result = qd_check_result_new_wrong (1, first, "no solution");
      result->step = check->region_step[0];
      result->reference_line = 1;
      qd_check_result_explain (result, _("The map can be coloured with %u colours, so “no solution” is wrong: the "
                                         "colouring beside it (Quandary's, by %s) colours every region with no two "
                                         "neighbours alike."),
                               check->colors, qd_mapcolor_algorithm_to_string (check->algorithm));
    }
  for (guint i = 0; result == NULL && i < n_lines; i++)
    result = check_line (&a, i + 1, qd_check_text_line (&given, i), strict);
  if (result == NULL)
    {
      gint missing = -1;
      guint n_given = 0;

      for (guint r = 0; r < map->n_regions; r++)
        if (a.line[r] > 0)
          n_given++;
        else if (missing < 0)
          missing = (gint) r;
      if (missing >= 0)
        {
          result = wrong_for_region (&a, n_lines + 1, NULL, (guint) missing);
          qd_check_result_explain (result, ngettext ("%s has no line: every region of the map is coloured, and the "
                                                     "answer colours %u region of %u.",
                                                     "%s has no line: every region of the map is coloured, and the "
                                                     "answer colours %u regions of %u.", n_given),
                                   (const char *) map->names->pdata[missing], n_given, map->n_regions);
        }
      else if (strict && n_lines > 0 && !given.final_newline)
        {
          const char *last = qd_check_text_line (&given, n_lines - 1);

          result = qd_check_result_new_wrong (n_lines, last, last);
          qd_check_result_explain (result, _("The last line has no final newline, which --check-strict counts."));
        }
    }
  g_free (a.color);
  g_free (a.line);
  g_free (a.anywhere);
  g_array_unref (a.used_colors);
  qd_check_text_clear (&given);
  return result != NULL ? result : qd_check_result_new_correct ();
}
