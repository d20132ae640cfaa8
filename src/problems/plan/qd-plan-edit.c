/* qd-plan-edit.c — a problem's init and goal edited in its text
 * (qd-plan-edit.h): the text scanned as lists with their byte offsets,
 * comments (from ';' to the end of the line) skipped, and one section
 * spliced. */
#include "config.h"
#include "qd-plan-edit.h"
#include "qd-plan-practice.h"
#include "qd-plan-private.h"

#include <glib/gi18n.h>
#include <string.h>

/* A list of the text: '(' at open, its ')' at close. */
typedef struct {
  gsize open, close;
} Span;

static gsize
skip_blank (const char *t, gsize i)
{
  for (;;)
    {
      while (g_ascii_isspace (t[i]))
        i++;
      if (t[i] != ';')
        return i;
      while (t[i] != '\0' && t[i] != '\n')
        i++;
    }
}

static gsize
skip_symbol (const char *t, gsize i)
{
  while (t[i] != '\0' && !g_ascii_isspace (t[i]) && t[i] != '(' && t[i] != ')' && t[i] != ';')
    i++;
  return i;
}

/* The ')' closing the '(' at `open`, or 0 when the text ends first. */
static gsize
close_of (const char *t, gsize open)
{
  int depth = 0;

  for (gsize i = open; t[i] != '\0'; i++)
    if (t[i] == ';')
      while (t[i + 1] != '\0' && t[i + 1] != '\n')
        i++;
    else if (t[i] == '(')
      depth++;
    else if (t[i] == ')' && --depth == 0)
      return i;
  return 0;
}

/* Where the list's items start: after its head symbol, if it has one. */
static gsize
after_head (const char *t, Span list)
{
  gsize i = skip_blank (t, list.open + 1);

  return t[i] == '(' ? list.open + 1 : skip_symbol (t, i);
}

/* The lists among the list's items (Span). */
static GArray *
children (const char *t, Span list)
{
  GArray *kids = g_array_new (FALSE, FALSE, sizeof (Span));

  for (gsize i = skip_blank (t, after_head (t, list)); i < list.close; i = skip_blank (t, i))
    if (t[i] == '(')
      {
        Span kid = { i, close_of (t, i) };

        if (kid.close == 0 || kid.close > list.close)
          break;
        g_array_append_val (kids, kid);
        i = kid.close + 1;
      }
    else
      i = t[i] == ')' ? i + 1 : skip_symbol (t, i);
  return kids;
}

/* Whether the list's head is the symbol `word` (any case). */
static gboolean
head_is (const char *t, Span list, const char *word)
{
  gsize i = skip_blank (t, list.open + 1), end = skip_symbol (t, i);

  return end - i == strlen (word) && g_ascii_strncasecmp (t + i, word, end - i) == 0;
}

/* The section "(:KEY …)" of the text. */
static gboolean
find_section (const char *t, const char *key, Span *section)
{
  gsize n = strlen (key);

  for (gsize i = 0; t[i] != '\0'; i++)
    if (t[i] == ';')
      while (t[i + 1] != '\0' && t[i + 1] != '\n')
        i++;
    else if (t[i] == '(')
      {
        gsize j = skip_blank (t, i + 1);

        if (g_ascii_strncasecmp (t + j, key, n) == 0 && skip_symbol (t, j) == j + n)
          {
            *section = (Span) { i, close_of (t, i) };
            return section->close != 0;
          }
      }
  return FALSE;
}

/* An atom: a list of symbols alone, its head no connective. */
static gboolean
is_atom (const char *t, Span list)
{
  static const char *const connectives[] = { "and", "or", "not", "imply", "forall", "exists", "when", "=", NULL };

  if (memchr (t + list.open + 1, '(', list.close - list.open - 1) != NULL)
    return FALSE;
  for (guint i = 0; connectives[i] != NULL; i++)
    if (head_is (t, list, connectives[i]))
      return FALSE;
  return TRUE;
}

static char *
span_key (const char *t, Span list)
{
  g_autofree char *text = g_strndup (t + list.open, list.close - list.open + 1);

  return qd_plan_practice_key (text);
}

/* The item of `kids` that is `fact`, or -1. */
static gint
find_fact (const char *t, GArray *kids, const char *fact)
{
  g_autofree char *key = qd_plan_practice_key (fact);

  for (guint i = 0; key != NULL && i < kids->len; i++)
    {
      Span kid = g_array_index (kids, Span, i);
      g_autofree char *kid_key = is_atom (t, kid) ? span_key (t, kid) : NULL;

      if (g_strcmp0 (kid_key, key) == 0)
        return (gint) i;
    }
  return -1;
}

static char *
splice (const char *t, gsize from, gsize to, const char *with)
{
  return g_strdup_printf ("%.*s%s%s", (int) from, t, with, t + to);
}

/* The text without the list `kid`: its whole line when it is alone on
 * it (the line break before it when the list closes after it), else the
 * blanks before it too. */
static char *
remove_kid (const char *t, Span kid)
{
  gsize from = kid.open, to = kid.close + 1;

  while (from > 0 && (t[from - 1] == ' ' || t[from - 1] == '\t'))
    from--;
  while (t[to] == ' ' || t[to] == '\t')
    to++;
  if ((from == 0 || t[from - 1] == '\n') && t[to] == '\n')
    return splice (t, from, to + 1, "");
  /* The last item alone on its line: the list closes on the line before. */
  if (from > 0 && t[from - 1] == '\n' && t[to] == ')')
    {
      for (from--; from > 0 && (t[from - 1] == ' ' || t[from - 1] == '\t'); from--)
        ;
      return splice (t, from, to, "");
    }
  return splice (t, from, t[to] == ')' || t[to] == '\n' ? kid.close + 1 : to, "");
}

/* The text with `fact` added to the list's items: after the last, on a
 * line of its own with its indentation when it has one. */
static char *
add_kid (const char *t, Span list, GArray *kids, const char *fact)
{
  g_autofree char *with = NULL;
  Span last;
  gsize start;

  if (kids->len == 0)
    {
      with = g_strdup_printf (" %s", fact);
      return splice (t, after_head (t, list), after_head (t, list), with);
    }
  last = g_array_index (kids, Span, kids->len - 1);
  for (start = last.open; start > 0 && (t[start - 1] == ' ' || t[start - 1] == '\t'); start--)
    ;
  if (start == 0 || t[start - 1] == '\n')
    with = g_strdup_printf ("\n%.*s%s", (int) (last.open - start), t + start, fact);
  else
    with = g_strdup_printf (" %s", fact);
  return splice (t, last.close + 1, last.close + 1, with);
}

/* `fact` put into or taken out of the items of `list`. */
static char *
edit_list (const char *t, Span list, const char *fact, gboolean in)
{
  g_autoptr(GArray) kids = children (t, list);
  gint at = find_fact (t, kids, fact);

  if ((at >= 0) == in)
    return g_strdup (t);
  if (in)
    return add_kid (t, list, kids, fact);
  return remove_kid (t, g_array_index (kids, Span, at));
}

char *
qd_plan_edit_init (const char *text, const char *fact, gboolean in, GError **error)
{
  Span init;

  if (!find_section (text, ":init", &init))
    {
      g_set_error (error, QD_PLAN_ERROR, QD_PLAN_ERROR_READ, "%s", _("The problem has no (:init …) section."));
      return NULL;
    }
  return edit_list (text, init, fact, in);
}

/* The goal's formula, and whether it is a conjunction of atoms. */
static gboolean
goal_formula (const char *t, Span *formula)
{
  Span goal;
  g_autoptr(GArray) kids = NULL;
  g_autoptr(GArray) conjuncts = NULL;

  if (!find_section (t, ":goal", &goal))
    return FALSE;
  kids = children (t, goal);
  if (kids->len != 1)
    return FALSE;
  *formula = g_array_index (kids, Span, 0);
  if (is_atom (t, *formula))
    return TRUE;
  if (!head_is (t, *formula, "and"))
    return FALSE;
  conjuncts = children (t, *formula);
  for (guint i = 0; i < conjuncts->len; i++)
    if (!is_atom (t, g_array_index (conjuncts, Span, i)))
      return FALSE;
  return TRUE;
}

gboolean
qd_plan_edit_goal_atoms (const char *text, GPtrArray *atoms)
{
  Span formula;
  g_autoptr(GArray) kids = NULL;

  if (!goal_formula (text, &formula))
    return FALSE;
  if (is_atom (text, formula))
    {
      g_ptr_array_add (atoms, span_key (text, formula));
      return TRUE;
    }
  kids = children (text, formula);
  for (guint i = 0; i < kids->len; i++)
    g_ptr_array_add (atoms, span_key (text, g_array_index (kids, Span, i)));
  return TRUE;
}

char *
qd_plan_edit_goal (const char *text, const char *fact, gboolean in, GError **error)
{
  Span formula;
  g_autofree char *key = NULL, *atom = NULL, *both = NULL;

  if (!goal_formula (text, &formula))
    {
      g_set_error (error, QD_PLAN_ERROR, QD_PLAN_ERROR_UNSUPPORTED, "%s",
                   _("The goal is not a conjunction of facts: edit it as text, in the Files pane."));
      return NULL;
    }
  if (!is_atom (text, formula))
    return edit_list (text, formula, fact, in);
  /* A single atom: the conjunction of it and the fact, or (and). */
  key = span_key (text, formula);
  atom = qd_plan_practice_key (fact);
  if ((g_strcmp0 (key, atom) == 0) == in)
    return g_strdup (text);
  both = in ? g_strdup_printf ("(and %.*s %s)", (int) (formula.close - formula.open + 1), text + formula.open, fact)
            : g_strdup ("(and)");
  return splice (text, formula.open, formula.close + 1, both);
}

/* ---- the task's names */

char **
qd_plan_task_predicate_names (const QdPlanTask *task)
{
  GStrvBuilder *names = g_strv_builder_new ();
  char **out;

  for (guint i = 0; i < task->predicates->len; i++)
    g_strv_builder_add (names, g_array_index (task->predicates, QdPlanPredicate, i).name);
  out = g_strv_builder_end (names);
  g_strv_builder_unref (names);
  return out;
}

char **
qd_plan_task_objects_for (const QdPlanTask *task, const char *name, guint arg)
{
  guint index = qd_plan_lookup (task->predicate_index, name);
  const QdPlanPredicate *p = index > 0 ? &g_array_index (task->predicates, QdPlanPredicate, index - 1) : NULL;
  GStrvBuilder *names;
  QdPlanTypes types;
  char **out;

  if (p == NULL || arg >= p->arity)
    return NULL;
  types = g_array_index (task->arg_types, QdPlanTypes, p->first_arg + arg);
  names = g_strv_builder_new ();
  for (guint o = 0; o < task->objects->len; o++)
    if (types.n == 0 || g_array_index (task->objects, QdPlanObject, o).types.n == 0 ||
        qd_plan_object_fits (task, o, types))
      g_strv_builder_add (names, g_array_index (task->objects, QdPlanObject, o).name);
  out = g_strv_builder_end (names);
  g_strv_builder_unref (names);
  return out;
}
