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
#include "core/qd-text.h"

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
  const char *counted;       /* line_at's last place and its line: items */
  guint counted_line;        /* are added in the text's order */
  gboolean too_large;        /* the error: more than QD_SEARCH_ANDOR_CHECK_MAX_ITEMS items */
} Reader;

static guint
line_at (Reader *r, const char *at)
{
  if (r->counted == NULL || at < r->counted)
    {
      r->counted = r->text;
      r->counted_line = 1;
    }
  for (; r->counted < at; r->counted++)
    r->counted_line += *r->counted == '\n';
  return r->counted_line;
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
  if (r->items->len >= QD_SEARCH_ANDOR_CHECK_MAX_ITEMS)
    {
      g_autofree char *message = g_strdup_printf (_("the plan has more than %u actions, ifs and lists"),
                                                  QD_SEARCH_ANDOR_CHECK_MAX_ITEMS);
      g_free (item.label);
      r->too_large = r->error == NULL;
      return fail (r, message), -1;
    }
  item.line = line_at (r, r->p);
  g_array_append_val (r->items, item);
  return (gint) r->items->len - 1;
}

#define ITEM(r, i) (&g_array_index ((r)->items, Item, (i)))

/* The reader keeps the lists and ifs it is inside on a stack of its own
 * (a plan nested 100,000 deep needs no deeper C stack than a flat one). */
typedef struct {
  gboolean is_if;
  gint first, prev;          /* a list: its first and last elements so far (-1: none) */
  gboolean last;             /* a list: its last element ends it (an if, a jump) */
  gint at;                   /* an if: the if whose branch comes next (an else-if's inner one) */
  gint outer;                /* an if: the first if of its else-if chain, the list's element */
  gboolean in_else;          /* an if: the branch to come is the else */
} Open;

/* "[": a list begins. */
static gboolean
open_list (Reader *r, GArray *stack)
{
  Open list = { .first = -1, .prev = -1 };

  if (!take (r, '['))
    return fail (r, _("a plan begins with “[”"));
  g_array_append_val (stack, list);
  return TRUE;
}

/* After "if": State = S then (an if's branch comes next). */
static gint
read_condition (Reader *r)
{
  g_autofree char *state = NULL;
  gint s;

  if (!take_word (r, "State") || !take (r, '='))
    return fail (r, _("“if” must be followed by “State = S”")), -1;
  if ((state = word (r, "[]")) == NULL || (s = qd_search_andor_world_find_state (r->w, state)) < 0)
    return fail (r, state != NULL ? _("the if names a state the world does not have")
                                  : _("a state was expected after “State =”")), -1;
  if (!take_word (r, "then"))
    return fail (r, _("“then” was expected after the if’s condition")), -1;
  return add_item (r, (Item) { .kind = ITEM_IF, .state = (guint) s, .else_item = -1, .next = -1 });
}

/* A branch of an if: a list in brackets (opened on the stack; -2), or a
 * label to jump to (its item), or -1. */
static gint
read_branch (Reader *r, GArray *stack)
{
  g_autofree char *label = NULL;

  skip_blanks (r);
  if (r->p < r->end && *r->p == '[')
    return open_list (r, stack) ? -2 : -1;
  if ((label = word (r, "[],:=")) == NULL)
    return fail (r, _("a list in brackets or a label was expected after “then” or “else”")), -1;
  return add_item (r, (Item) { .kind = ITEM_JUMP, .label = g_steal_pointer (&label), .next = -1 });
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

#define TOP(stack) (&g_array_index ((stack), Open, (stack)->len - 1))

/* An if begins (its condition read, item `at`): its then-branch next. */
static gint
push_if (Reader *r, GArray *stack, gint at)
{
  Open o = { .is_if = TRUE, .at = at, .outer = at };

  g_array_append_val (stack, o);
  return read_branch (r, stack);
}

/* The element `item` joins the list on top of the stack. */
static void
list_add (Reader *r, Open *list, gint item, gboolean last)
{
  if (list->prev >= 0)
    ITEM (r, list->prev)->next = item;
  list->first = list->first < 0 ? item : list->first;
  list->prev = item;
  list->last = last;
}

/* The next element of the list on top: an action (added), a jump (added),
 * or an if (pushed, with its then-branch's list if it has one).  The item
 * done, -2 when the stack grew, -1 on an error. */
static gint
read_element (Reader *r, GArray *stack)
{
  Open *list = TOP (stack);
  g_autofree char *w = NULL;
  gint item;

  if (list->last)
    return fail (r, _("an if or a jump to a label must end its list")), -1;
  if (list->first >= 0 && !take (r, ','))
    return fail (r, _("“,” or “]” was expected")), -1;
  if (!read_label (r))
    return -1;
  if ((w = word (r, "[],:=")) == NULL)
    return fail (r, _("an action, an if or a label was expected")), -1;
  if (g_ascii_strcasecmp (w, "if") == 0)
    {
      if ((item = read_condition (r)) < 0)
        return -1;
      list_add (r, list, item, TRUE);
      return push_if (r, stack, item);
    }
  for (guint a = 0; a < r->w->n_actions; a++)
    if (g_str_equal (w, r->w->action_names[a]))
      {
        if ((item = add_item (r, (Item) { .kind = ITEM_ACT, .action = a, .next = -1 })) >= 0)
          list_add (r, list, item, FALSE);
        return item;
      }
  if ((item = add_item (r, (Item) { .kind = ITEM_JUMP, .label = g_steal_pointer (&w), .next = -1 })) >= 0)
    list_add (r, list, item, TRUE);
  return item;
}

/* "]": the list on top ends (with an END item unless its last element is
 * an if or a jump); its first item. */
static gint
close_list (Reader *r, GArray *stack)
{
  Open list = *TOP (stack);
  gint item;

  g_array_set_size (stack, stack->len - 1);
  if (list.last)
    return list.first;
  if ((item = add_item (r, (Item) { .kind = ITEM_END, .next = -1 })) < 0)
    return -1;
  if (list.prev >= 0)
    ITEM (r, list.prev)->next = item;
  return list.first < 0 ? item : list.first;
}

/* A branch read (`branch`, its first item) goes to the if on top: then
 * the else, an else-if (the same frame, its inner if), or the if is done.
 * -2 when a branch's list was opened, -1 on an error, else the value the
 * if's frame gives the list it is in (any item: the list has it already). */
static gint
if_branch_done (Reader *r, GArray *stack, gint branch)
{
  Open *o = TOP (stack);
  gint inner;

  for (;;)
    {
      if (o->in_else)
        {
          ITEM (r, o->at)->else_item = branch;
          break;
        }
      ITEM (r, o->at)->then_item = branch;
      if (!take_word (r, "else"))
        break;
      o->in_else = TRUE;
      if (take_word (r, "if"))
        {
          /* An else-if: the inner if is this frame's else, then its own. */
          if ((inner = read_condition (r)) < 0)
            return -1;
          o = TOP (stack);
          ITEM (r, o->at)->else_item = inner;
          o->at = inner;
          o->in_else = FALSE;
        }
      if ((branch = read_branch (r, stack)) < 0)
        return branch;
      o = TOP (stack);
    }
  branch = o->outer;
  g_array_set_size (stack, stack->len - 1);
  return branch;
}

/* The whole plan "[…]": its first item, or -1 (r->error says why). */
static gint
read_plan (Reader *r)
{
  g_autoptr(GArray) stack = g_array_new (FALSE, FALSE, sizeof (Open));
  gint done = -2;

  if (!open_list (r, stack))
    return -1;
  while (stack->len > 0)
    {
      if (done == -1)
        return -1;
      if (done >= 0 && TOP (stack)->is_if)
        {
          done = if_branch_done (r, stack, done);
          continue;
        }
      /* A list on top: the element just done is in it already. */
      done = take (r, ']') ? close_list (r, stack) : read_element (r, stack);
      if (done >= 0 && stack->len > 0 && !TOP (stack)->is_if)
        done = -2;
    }
  return done;
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

typedef enum { FINE, NOT_APPLICABLE, UNHANDLED, NOT_GOAL, NO_WAY_OUT, TOO_LARGE } Problem;

/* A config: the plan at item i in state s, (guint64) i × n_states + s.
 * Only the configs reached are kept: a table from config to its place in
 * `order` (open addressing, linear probing). */
typedef struct {
  Reader *r;
  guint n_states;
  GArray *order;             /* guint64 configs in the order visited */
  GArray *via;               /* gint per visited: the ACT config before it (a place in order; -1: none) */
  GArray *edges;             /* pairs of places (from, to) */
  guint64 *keys;             /* the table: config + 1 (0: empty) */
  guint *places;
  gsize size;                /* the table's slots, a power of 2 */
  gint bad;                  /* the place of the config with the first problem */
  Problem problem;
} Run;

#define CONFIG(run, i) g_array_index ((run)->order, guint64, (i))
#define VIA(run, i) g_array_index ((run)->via, gint, (i))
#define ITEM_OF(run, c) ITEM ((run)->r, (guint) ((c) / (run)->n_states))
#define STATE_OF(run, c) ((guint) ((c) % (run)->n_states))

static gsize
slot_of (const Run *run, guint64 config)
{
  gsize slot = (gsize) ((config + 1) * G_GUINT64_CONSTANT (0x9E3779B97F4A7C15) >> 20) & (run->size - 1);

  while (run->keys[slot] != 0 && run->keys[slot] != config + 1)
    slot = (slot + 1) & (run->size - 1);
  return slot;
}

static void
grow_table (Run *run)
{
  guint64 *keys = run->keys;
  guint *places = run->places;
  gsize size = run->size;

  run->size = size == 0 ? 1024 : 2 * size;
  run->keys = g_new0 (guint64, run->size);
  run->places = g_new (guint, run->size);
  for (gsize i = 0; i < size; i++)
    if (keys[i] != 0)
      {
        gsize slot = slot_of (run, keys[i] - 1);
        run->keys[slot] = keys[i];
        run->places[slot] = places[i];
      }
  g_free (keys);
  g_free (places);
}

/* The place of `to` in order, visited now if it was not, and the move
 * from `from` to it (FALSE when the configs reached pass
 * QD_SEARCH_ANDOR_CHECK_MAX_CONFIGS or the moves QD_SEARCH_ANDOR_CHECK_MAX_MOVES). */
static gboolean
visit (Run *run, gint from, guint64 to, gint via)
{
  gsize slot;
  gint place;

  if (2 * (run->order->len + 1) > run->size)
    grow_table (run);
  slot = slot_of (run, to);
  if (run->keys[slot] != 0)
    place = (gint) run->places[slot];
  else if (run->order->len >= QD_SEARCH_ANDOR_CHECK_MAX_CONFIGS)
    return run->problem = TOO_LARGE, FALSE;
  else
    {
      place = (gint) run->order->len;
      run->keys[slot] = to + 1;
      run->places[slot] = (guint) place;
      g_array_append_val (run->order, to);
      g_array_append_val (run->via, via);
    }
  if (from >= 0)
    {
      gint e[2] = { from, place };

      if (run->edges->len / 2 >= QD_SEARCH_ANDOR_CHECK_MAX_MOVES)
        return run->problem = TOO_LARGE, FALSE;
      g_array_append_vals (run->edges, e, 2);
    }
  return TRUE;
}

/* Follows the config at place i one step; FALSE with run->problem at a problem. */
static gboolean
step (Run *run, gint i)
{
  guint64 c = CONFIG (run, i), n_states = run->n_states;
  const Item *it = ITEM_OF (run, c);
  guint s = STATE_OF (run, c), n;
  const guint *outs;

  switch (it->kind)
    {
    case ITEM_ACT:
      outs = qd_search_andor_world_results (run->r->w, s, it->action, &n);
      if (n == 0)
        return run->problem = NOT_APPLICABLE, FALSE;
      for (guint k = 0; k < n; k++)
        if (!visit (run, i, (guint64) it->next * n_states + outs[k], i))
          return FALSE;
      return TRUE;
    case ITEM_IF:
      if (s != it->state && it->else_item < 0)
        return run->problem = UNHANDLED, FALSE;
      return visit (run, i, (guint64) (s == it->state ? it->then_item : it->else_item) * n_states + s, VIA (run, i));
    case ITEM_JUMP:
      return visit (run, i, (guint64) it->then_item * n_states + s, VIA (run, i));
    default:
      return run->r->w->goal[s] ? TRUE : (run->problem = NOT_GOAL, FALSE);
    }
}

/* The first place visited from which no goal can be reached, or -1: the
 * places that can reach an end of a list (a goal: the run checked it) are
 * found backwards along the edges, each edge once. */
static gint
stuck (Run *run)
{
  guint n = run->order->len, n_edges = run->edges->len / 2;
  const gint *edges = (const gint *) run->edges->data;
  g_autofree guint8 *out = g_new0 (guint8, n);
  g_autofree guint *first = g_new0 (guint, n + 1);   /* edges into place p: by_to[first[p]…first[p+1]) */
  g_autofree guint *by_to = g_new (guint, MAX (n_edges, 1));
  g_autofree guint *queue = g_new (guint, MAX (n, 1));
  g_autofree guint *fill = NULL;
  guint head = 0, tail = 0;

  for (guint e = 0; e < n_edges; e++)
    first[edges[2 * e + 1] + 1]++;
  for (guint p = 0; p < n; p++)
    first[p + 1] += first[p];
  fill = g_memdup2 (first, sizeof (guint) * (n + 1));
  for (guint e = 0; e < n_edges; e++)
    by_to[fill[edges[2 * e + 1]]++] = (guint) edges[2 * e];
  for (guint i = 0; i < n; i++)
    if (ITEM_OF (run, CONFIG (run, i))->kind == ITEM_END)
      out[queue[tail++] = i] = 1;
  while (head < tail)
    {
      guint to = queue[head++];

      for (guint k = first[to]; k < first[to + 1]; k++)
        if (!out[by_to[k]])
          out[queue[tail++] = by_to[k]] = 1;
    }
  /* Rather the jump that closes the loop than where the plan enters it. */
  for (guint i = 0; i < n; i++)
    if (!out[i] && ITEM_OF (run, CONFIG (run, i))->kind == ITEM_JUMP)
      return (gint) i;
  for (guint i = 0; i < n; i++)
    if (!out[i])
      return (gint) i;
  return -1;
}

static void
run_plan (Run *run, gint root, guint start)
{
  run->order = g_array_new (FALSE, FALSE, sizeof (guint64));
  run->via = g_array_new (FALSE, FALSE, sizeof (gint));
  run->edges = g_array_new (FALSE, FALSE, sizeof (gint));
  run->bad = -1;
  if (!visit (run, -1, (guint64) root * run->n_states + start, -1))
    return;
  for (guint i = 0; i < run->order->len; i++)
    if (!step (run, (gint) i))
      {
        run->bad = (gint) i;
        return;
      }
  if ((run->bad = stuck (run)) >= 0)
    run->problem = NO_WAY_OUT;
}

static void
run_clear (Run *run)
{
  g_clear_pointer (&run->order, g_array_unref);
  g_clear_pointer (&run->via, g_array_unref);
  g_clear_pointer (&run->edges, g_array_unref);
  g_clear_pointer (&run->keys, g_free);
  g_clear_pointer (&run->places, g_free);
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
  guint64 bad = CONFIG (run, run->bad);
  const Item *it = ITEM_OF (run, bad);
  const char *s = w->state_names[STATE_OF (run, bad)];
  gint via = VIA (run, run->bad);
  guint64 c = via >= 0 ? CONFIG (run, via) : 0;
  const char *before = via >= 0 ? w->action_names[ITEM_OF (run, c)->action] : NULL;
  const char *from = via >= 0 ? w->state_names[STATE_OF (run, c)] : NULL;

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
  /* A byte-order mark is no word of the plan (blanks do not count either). */
  r.p += qd_text_skip_bom (text, length);
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
      root = read_plan (&r);
      skip_blanks (&r);
      if (root >= 0 && r.p < r.end)
        fail (&r, _("the plan goes on after its closing “]”"));
      if (r.error == NULL && resolve_jumps (&r))
        run_plan (&run, root, start);
      if (r.too_large || run.problem == TOO_LARGE)
        {
          g_autofree char *why = r.too_large ? g_strdup (r.error)
            : run.edges->len / 2 >= QD_SEARCH_ANDOR_CHECK_MAX_MOVES
            ? g_strdup_printf (_("the plan’s run takes more than %u moves between a step and the next, too many "
                                 "to check"), QD_SEARCH_ANDOR_CHECK_MAX_MOVES)
            : g_strdup_printf (_("the plan reaches more than %u pairs of a step and a state, too many to check"),
                               QD_SEARCH_ANDOR_CHECK_MAX_CONFIGS);
          result = qd_check_result_new_unreadable (why);
        }
      else if (r.error != NULL)
        {
          given = answer_line (text, length, r.error_line);
          result = qd_check_result_new_wrong (r.error_line, expected, given);
          qd_check_result_explain (result, _("The plan cannot be read: %s."), r.error);
        }
      else if (run.bad >= 0)
        {
          guint line = ITEM_OF (&run, CONFIG (&run, run.bad))->line;
          given = answer_line (text, length, line);
          result = qd_check_result_new_wrong (line, expected, given);
          explain (&run, result);
        }
      else
        result = qd_check_result_new_correct ();
    }
  run_clear (&run);
  reader_clear (&r);
  return result;
}
