/* qd-search-andor-check.c — Check an Answer for an AND-OR plan: a plan in
 * the book's notation (blanks and line breaks anywhere between words) is
 * read and run on every outcome at once, so that any correct plan passes,
 * not only the text Quandary prints.
 *
 * The plan is read into items: an action, an `if State = S then B else …`
 * (an else-if is an if inside the else), a jump to a label, and the end of a
 * list.  Then every (item, state) the plan can be in from the start is
 * visited: an action must apply in its state, every outcome must be handled
 * by the if that follows, a list must end in a goal, and from everywhere the
 * plan can reach a goal (a loop that never gets out is wrong).  The first
 * problem met, in the order the plan runs, is explained. */
#include "config.h"
#include "qd-search-andor.h"

#include <glib/gi18n.h>
#include <string.h>

#include "core/qd-check.h"

typedef enum { ITEM_ACT, ITEM_IF, ITEM_JUMP, ITEM_END } ItemKind;

typedef struct {
  ItemKind kind;
  guint action;              /* ACT */
  guint state;               /* IF: the state it tests */
  gint next;                 /* ACT: the item after it */
  gint then_item, else_item; /* IF: the branches (-1: no else) */
  char *label;               /* JUMP: the label it goes to */
  guint line;                /* 1-based, where it is written */
} Item;

typedef struct {
  const QdSearchAndorWorld *w;
  const char *text, *p, *end;
  GArray *items;             /* Item */
  GHashTable *labels;        /* label → item index + 1 */
  char *error;               /* the first reading error */
  guint error_line;
} Reader;

static guint
line_at (const Reader *r, const char *at)
{
  guint line = 1;

  for (const char *c = r->text; c < at; c++)
    line += *c == '\n';
  return line;
}

static void
skip_blanks (Reader *r)
{
  while (r->p < r->end && g_ascii_isspace (*r->p))
    r->p++;
}

static gboolean
fail (Reader *r, const char *message)
{
  const char *at = r->p;

  /* At the end of the text: the line of its last word. */
  while (at > r->text && (at == r->end || g_ascii_isspace (*at)) && g_ascii_isspace (at[-1]))
    at--;
  if (r->error == NULL)
    {
      r->error = g_strdup (message);
      r->error_line = line_at (r, at);
    }
  return FALSE;
}

/* The next word: up to a blank or one of `stops`; NULL at a stop. */
static char *
word (Reader *r, const char *stops)
{
  const char *start;

  skip_blanks (r);
  start = r->p;
  while (r->p < r->end && !g_ascii_isspace (*r->p) && strchr (stops, *r->p) == NULL)
    r->p++;
  return r->p > start ? g_strndup (start, r->p - start) : NULL;
}

static gboolean
take (Reader *r, char c)
{
  skip_blanks (r);
  if (r->p < r->end && *r->p == c)
    {
      r->p++;
      return TRUE;
    }
  return FALSE;
}

static gboolean
take_word (Reader *r, const char *expected)
{
  const char *at = r->p;
  g_autofree char *w = word (r, "[],:=");

  if (w != NULL && g_ascii_strcasecmp (w, expected) == 0)
    return TRUE;
  r->p = at;
  return FALSE;
}

static gint
add_item (Reader *r, Item item)
{
  item.line = line_at (r, r->p);
  g_array_append_val (r->items, item);
  return (gint) r->items->len - 1;
}

#define ITEM(r, i) (&g_array_index ((r)->items, Item, (i)))

static gint read_list (Reader *r);

/* A branch of an if: a list in brackets, or a label to jump to. */
static gint
read_branch (Reader *r)
{
  g_autofree char *label = NULL;

  skip_blanks (r);
  if (r->p < r->end && *r->p == '[')
    return read_list (r);
  if ((label = word (r, "[],:=")) == NULL)
    return fail (r, _("a list in brackets or a label was expected after “then” or “else”")), -1;
  return add_item (r, (Item) { .kind = ITEM_JUMP, .label = g_steal_pointer (&label), .next = -1 });
}

/* After "if": State = S then BRANCH [else (if …|BRANCH)]. */
static gint
read_if (Reader *r)
{
  g_autofree char *state = NULL;
  gint s, at, branch;

  if (!take_word (r, "State") || !take (r, '='))
    return fail (r, _("“if” must be followed by “State = S”")), -1;
  if ((state = word (r, "[]")) == NULL || (s = qd_search_andor_world_find_state (r->w, state)) < 0)
    return fail (r, state != NULL ? _("the if names a state the world does not have")
                                  : _("a state was expected after “State =”")), -1;
  if (!take_word (r, "then"))
    return fail (r, _("“then” was expected after the if’s condition")), -1;
  at = add_item (r, (Item) { .kind = ITEM_IF, .state = (guint) s, .else_item = -1, .next = -1 });
  if ((branch = read_branch (r)) < 0)
    return -1;
  ITEM (r, at)->then_item = branch;
  if (!take_word (r, "else"))
    return at;
  branch = take_word (r, "if") ? read_if (r) : read_branch (r);
  if (branch < 0)
    return -1;
  ITEM (r, at)->else_item = branch;
  return at;
}

/* One element of a list (after its label, if any); *last when nothing may
 * follow it (an if, a jump).  Its item, or -1. */
static gint
read_element (Reader *r, gboolean *last)
{
  g_autofree char *w = word (r, "[],:=");

  *last = TRUE;
  if (w == NULL)
    return fail (r, _("an action, an if or a label was expected")), -1;
  if (g_ascii_strcasecmp (w, "if") == 0)
    return read_if (r);
  for (guint a = 0; a < r->w->n_actions; a++)
    if (g_str_equal (w, r->w->action_names[a]))
      {
        *last = FALSE;
        return add_item (r, (Item) { .kind = ITEM_ACT, .action = a, .next = -1 });
      }
  return add_item (r, (Item) { .kind = ITEM_JUMP, .label = g_steal_pointer (&w), .next = -1 });
}

/* A label "L1:" before an element, if there is one. */
static gboolean
read_label (Reader *r)
{
  const char *at = r->p;
  g_autofree char *label = word (r, "[],:=");

  if (label == NULL || !take (r, ':'))
    {
      r->p = at;
      return TRUE;
    }
  if (g_hash_table_contains (r->labels, label))
    return fail (r, _("a label is defined twice"));
  g_hash_table_insert (r->labels, g_steal_pointer (&label), GUINT_TO_POINTER (r->items->len + 1));
  return TRUE;
}

/* "[" elements "]": the items chained by `next`, ending in an END item
 * unless the last element is an if or a jump. */
static gint
read_list (Reader *r)
{
  gint first = -1, prev = -1, item;
  gboolean last = FALSE;

  if (!take (r, '['))
    return fail (r, _("a plan begins with “[”")), -1;
  while (!take (r, ']'))
    {
      if (last)
        return fail (r, _("an if or a jump to a label must end its list")), -1;
      if ((first >= 0 && !take (r, ',')) )
        return fail (r, _("“,” or “]” was expected")), -1;
      if (!read_label (r) || (item = read_element (r, &last)) < 0)
        return -1;
      if (prev >= 0)
        ITEM (r, prev)->next = item;
      first = first < 0 ? item : first;
      prev = item;
    }
  if (!last)
    {
      item = add_item (r, (Item) { .kind = ITEM_END, .next = -1 });
      if (prev >= 0)
        ITEM (r, prev)->next = item;
      first = first < 0 ? item : first;
    }
  return first;
}

/* Every jump to a label that exists: its target in `then_item`. */
static gboolean
resolve_jumps (Reader *r)
{
  for (guint i = 0; i < r->items->len; i++)
    {
      Item *it = ITEM (r, i);
      gpointer target;

      if (it->kind != ITEM_JUMP)
        continue;
      if (!g_hash_table_lookup_extended (r->labels, it->label, NULL, &target) || GPOINTER_TO_UINT (target) > r->items->len)
        {
          r->error = g_strdup_printf (_("“%s” is neither an action of the world nor a label of the plan"), it->label);
          r->error_line = it->line;
          return FALSE;
        }
      it->then_item = (gint) GPOINTER_TO_UINT (target) - 1;
    }
  return TRUE;
}

static void
reader_clear (Reader *r)
{
  for (guint i = 0; r->items != NULL && i < r->items->len; i++)
    g_free (ITEM (r, i)->label);
  g_clear_pointer (&r->items, g_array_unref);
  g_clear_pointer (&r->labels, g_hash_table_unref);
  g_free (r->error);
}

/* ---- Running the plan on every outcome --------------------------------- */

typedef enum { FINE, NOT_APPLICABLE, UNHANDLED, NOT_GOAL, NO_WAY_OUT } Problem;

typedef struct {
  Reader *r;
  guint n_states;
  gint *via;                 /* config → the ACT config before it (-1: none), -2: not reached */
  GArray *order;             /* configs in the order visited */
  GArray *edges;             /* pairs (from, to) */
  gint bad;                  /* the config with the first problem */
  Problem problem;
} Run;

static void
visit (Run *run, gint from, gint to, gint via)
{
  if (from >= 0)
    {
      gint e[2] = { from, to };
      g_array_append_vals (run->edges, e, 2);
    }
  if (run->via[to] != -2)
    return;
  run->via[to] = via;
  g_array_append_val (run->order, to);
}

/* Follows config c one step; FALSE with run->problem at a problem. */
static gboolean
step (Run *run, gint c)
{
  const Item *it = ITEM (run->r, c / run->n_states);
  guint s = (guint) c % run->n_states, n;
  const guint *outs;

  switch (it->kind)
    {
    case ITEM_ACT:
      outs = qd_search_andor_world_results (run->r->w, s, it->action, &n);
      if (n == 0)
        return run->problem = NOT_APPLICABLE, FALSE;
      for (guint k = 0; k < n; k++)
        visit (run, c, it->next * (gint) run->n_states + (gint) outs[k], c);
      return TRUE;
    case ITEM_IF:
      if (s != it->state && it->else_item < 0)
        return run->problem = UNHANDLED, FALSE;
      visit (run, c, (s == it->state ? it->then_item : it->else_item) * (gint) run->n_states + (gint) s, run->via[c]);
      return TRUE;
    case ITEM_JUMP:
      visit (run, c, it->then_item * (gint) run->n_states + (gint) s, run->via[c]);
      return TRUE;
    default:
      return run->r->w->goal[s] ? TRUE : (run->problem = NOT_GOAL, FALSE);
    }
}

/* The first config visited from which no goal can be reached, or -1. */
static gint
stuck (Run *run)
{
  guint n = run->r->items->len * run->n_states;
  g_autofree guint8 *out = g_new0 (guint8, n);
  gboolean changed = TRUE;

  for (guint i = 0; i < run->order->len; i++)
    {
      gint c = g_array_index (run->order, gint, i);
      out[c] = ITEM (run->r, c / run->n_states)->kind == ITEM_END;
    }
  while (changed)
    {
      changed = FALSE;
      for (guint e = 0; e < run->edges->len; e += 2)
        {
          gint from = g_array_index (run->edges, gint, e), to = g_array_index (run->edges, gint, e + 1);
          if (out[to] && !out[from])
            out[from] = changed = TRUE;
        }
    }
  /* Rather the jump that closes the loop than where the plan enters it. */
  for (guint i = 0; i < run->order->len; i++)
    {
      gint c = g_array_index (run->order, gint, i);
      if (!out[c] && ITEM (run->r, c / run->n_states)->kind == ITEM_JUMP)
        return c;
    }
  for (guint i = 0; i < run->order->len; i++)
    if (!out[g_array_index (run->order, gint, i)])
      return g_array_index (run->order, gint, i);
  return -1;
}

static void
run_plan (Run *run, gint root, guint start)
{
  guint n = run->r->items->len * run->n_states;

  run->via = g_new (gint, n);
  for (guint i = 0; i < n; i++)
    run->via[i] = -2;
  run->order = g_array_new (FALSE, FALSE, sizeof (gint));
  run->edges = g_array_new (FALSE, FALSE, sizeof (gint));
  run->bad = -1;
  visit (run, -1, root * (gint) run->n_states + (gint) start, -1);
  for (guint i = 0; i < run->order->len; i++)
    if (!step (run, g_array_index (run->order, gint, i)))
      {
        run->bad = g_array_index (run->order, gint, i);
        return;
      }
  if ((run->bad = stuck (run)) >= 0)
    run->problem = NO_WAY_OUT;
}

/* ---- The verdict ------------------------------------------------------ */

static char *
answer_line (const char *text, gsize length, guint line)
{
  const char *p = text, *end = text + length, *eol;

  for (guint l = 1; l < line && p < end; l++)
    p = (eol = memchr (p, '\n', end - p)) != NULL ? eol + 1 : end;
  eol = memchr (p, '\n', end - p);
  return g_strchomp (g_strndup (p, (eol != NULL ? eol : end) - p));
}

static void
explain (Run *run, QdCheckResult *result)
{
  const QdSearchAndorWorld *w = run->r->w;
  const Item *it = ITEM (run->r, run->bad / run->n_states);
  const char *s = w->state_names[run->bad % run->n_states];
  gint via = run->via[run->bad];
  const char *before = via >= 0 ? w->action_names[ITEM (run->r, via / run->n_states)->action] : NULL;
  const char *from = via >= 0 ? w->state_names[via % run->n_states] : NULL;

  if (run->problem == NOT_APPLICABLE)
    qd_check_result_explain (result, _("In state %s the plan does %s, which cannot be done there."), s,
                             w->action_names[it->action]);
  else if (run->problem == UNHANDLED && before != NULL)
    qd_check_result_explain (result, _("After %s in state %s, the outcome %s is not handled: the if tests State = %s "
                                       "and has no else."), before, from, s, w->state_names[it->state]);
  else if (run->problem == UNHANDLED)
    qd_check_result_explain (result, _("In state %s the if tests State = %s and has no else."), s,
                             w->state_names[it->state]);
  else if (run->problem == NOT_GOAL && before != NULL)
    qd_check_result_explain (result, _("After %s in state %s, the outcome %s ends a list of the plan but is not a goal."),
                             before, from, s);
  else if (run->problem == NOT_GOAL)
    qd_check_result_explain (result, _("The plan ends in state %s, which is not a goal."), s);
  else if (it->kind == ITEM_JUMP)
    qd_check_result_explain (result, _("In state %s the plan goes back to %s and loops forever: no goal can be "
                                       "reached from there."), s, it->label);
  else
    qd_check_result_explain (result, _("In state %s the plan loops forever: no goal can be reached from there."), s);
}

QdCheckResult *
qd_search_andor_check_plan (const QdSearchAndorWorld *world, guint start, const char *expected,
                            const char *text, gsize length)
{
  Reader r = { .w = world, .text = text, .p = text, .end = text + length };
  Run run = { .r = &r, .n_states = world->n_states };
  QdCheckResult *result = NULL;
  g_autofree char *given = NULL;
  gint root;

  r.items = g_array_new (FALSE, TRUE, sizeof (Item));
  r.labels = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  skip_blanks (&r);
  if (r.end - r.p >= 7 && strncmp (r.p, "no plan", 7) == 0)
    {
      r.p += 7;
      skip_blanks (&r);
      if (r.p == r.end && expected == NULL)
        result = qd_check_result_new_correct ();
      else if (r.p == r.end)
        {
          result = qd_check_result_new_wrong (1, expected, "no plan");
          qd_check_result_explain (result, _("There is a plan."));
        }
    }
  if (result == NULL)
    {
      root = read_list (&r);
      skip_blanks (&r);
      if (root >= 0 && r.p < r.end)
        fail (&r, _("the plan goes on after its closing “]”"));
      if (r.error == NULL && resolve_jumps (&r))
        run_plan (&run, root, start);
      if (r.error != NULL)
        {
          given = answer_line (text, length, r.error_line);
          result = qd_check_result_new_wrong (r.error_line, expected, given);
          qd_check_result_explain (result, _("The plan cannot be read: %s."), r.error);
        }
      else if (run.bad >= 0)
        {
          guint line = ITEM (&r, run.bad / run.n_states)->line;
          given = answer_line (text, length, line);
          result = qd_check_result_new_wrong (line, expected, given);
          explain (&run, result);
        }
      else
        result = qd_check_result_new_correct ();
    }
  g_free (run.via);
  if (run.order != NULL)
    g_array_unref (run.order);
  if (run.edges != NULL)
    g_array_unref (run.edges);
  reader_clear (&r);
  return result;
}
