/* qd-plan-practice.c — the questions on a planning task's states; see
 * qd-plan-practice.h.  The questions on the heuristics and the planning
 * graph are in qd-plan-practice-ask.c. */
#include "config.h"
#include "qd-plan-practice.h"
#include "qd-plan-practice-private.h"

#include <glib/gi18n.h>
#include <string.h>

#include "qd-plan.h"

/* ---- names */

/* Appends a symbol, lower case, after a blank unless it opens a list. */
static void
put_symbol (GString *term, const char *symbol, gsize n)
{
  gboolean opens = term->len == 0 || term->str[term->len - 1] == '(';
  g_autofree char *lower = g_ascii_strdown (symbol, n);

  g_string_append_printf (term, opens ? "%s" : " %s", lower);
}

/* The terms of `typed` at its top level, each normalized, in *terms; *bare
 * TRUE when they are symbols outside any list ("on a b").  FALSE for
 * unbalanced parentheses, or symbols mixed with lists. */
static gboolean
top_terms (const char *typed, GPtrArray *terms, gboolean *bare)
{
  g_autoptr(GString) term = g_string_new (NULL);
  guint depth = 0;
  gboolean lists = FALSE;

  *bare = FALSE;
  for (const char *p = typed; *p != '\0';)
    {
      gsize n = strcspn (p, "() \t\r\n\f\v");

      if (n == 0 && g_ascii_isspace (*p))
        n = 1;
      else if (*p == '(')
        put_symbol (term, "(", 1), depth++, lists = TRUE, n = 1;
      else if (*p == ')')
        {
          if (depth == 0)
            return FALSE;
          g_string_append_c (term, ')');
          n = 1;
          if (--depth == 0)
            {
              g_ptr_array_add (terms, g_strdup (term->str));
              g_string_truncate (term, 0);
            }
        }
      else if (depth > 0)
        put_symbol (term, p, n);
      else
        {
          g_ptr_array_add (terms, g_ascii_strdown (p, n));
          *bare = TRUE;
        }
      p += n;
    }
  return depth == 0 && !(lists && *bare);
}

/* One term or several ('\n' between), or NULL. */
static char *
terms_key (const char *typed)
{
  g_autoptr(GPtrArray) terms = g_ptr_array_new_with_free_func (g_free);
  gboolean bare;

  if (!top_terms (typed, terms, &bare) || terms->len == 0)
    return NULL;
  g_ptr_array_add (terms, NULL);
  if (bare)
    {
      g_autofree char *inner = g_strjoinv (" ", (char **) terms->pdata);

      return g_strdup_printf ("(%s)", inner);
    }
  return g_strjoinv ("\n", (char **) terms->pdata);
}

char *
qd_plan_practice_key (const char *typed)
{
  const char *slash = strchr (typed, '/');
  g_autofree char *left = NULL, *first = NULL, *second = NULL;

  if (slash == NULL)
    return terms_key (typed);
  left = g_strndup (typed, slash - typed);
  first = terms_key (left);
  second = terms_key (slash + 1);
  if (first == NULL || second == NULL || strchr (first, '\n') != NULL || strchr (second, '\n') != NULL)
    return NULL;
  return qd_plan_practice_pair_key (first, second);
}

char *
qd_plan_practice_pair_key (const char *a, const char *b)
{
  return strcmp (a, b) <= 0 ? g_strdup_printf ("%s / %s", a, b) : g_strdup_printf ("%s / %s", b, a);
}

static char *
canonical (const char *typed, gpointer data)
{
  return qd_plan_practice_key (typed);
}

void
qd_plan_practice_add_name (QdPracticeNames *set, const char *name)
{
  g_autofree char *key = qd_plan_practice_key (name);

  qd_practice_names_add (set, key != NULL ? key : name, ", ", name);
}

/* ---- applicable actions */

/* Why `op` does or does not apply in `state`, a clause: its first
 * precondition that fails (to free). */
static char *
applies_reason (const QdStrips *strips, const guint64 *state, guint op)
{
  const QdStripsOp *o = &strips->ops[op];
  const guint32 *pre = qd_strips_list (strips, o->pre), *neg = qd_strips_list (strips, o->neg);

  for (guint i = 0; i < o->pre.n; i++)
    if (!qd_strips_holds (state, pre[i]))
      return g_strdup_printf (_("it does not apply: %s does not hold"), strips->fact_names[pre[i]]);
  for (guint i = 0; i < o->neg.n; i++)
    if (qd_strips_holds (state, neg[i]))
      return g_strdup_printf (_("it does not apply: %s holds, and it must not"), strips->fact_names[neg[i]]);
  return g_strdup (_("it applies: each of its preconditions holds, and none of its negative ones"));
}

/* Whether each action not applicable gets its reason too (a task of many
 * actions keeps those of the applicable ones alone). */
#define MAX_REASONS 2000

static void
add_applicable (QdPlanPracticeBuild *b, guint step, const guint64 *state)
{
  const QdStrips *strips = b->strips;
  g_autoptr(GArray) applicable = g_array_new (FALSE, FALSE, sizeof (guint));
  QdPracticeNames set;

  qd_practice_names_init (&set);
  for (guint op = 0; op < strips->n_ops; op++)
    if (!strips->ops[op].artificial && qd_strips_applicable (strips, state, op))
      {
        g_array_append_val (applicable, op);
        qd_plan_practice_add_name (&set, strips->ops[op].name);
      }
  qd_practice_add_names_of (b->practice, &set, QD_PRACTICE_LEVEL_DECISION, step,
                            _("Which actions are applicable in this state?"),
                            applicable->len > 0 ? _("Each of them has all its preconditions in this state, and none "
                                                    "of its negative ones; every other action lacks one.")
                                                : _("No action has all its preconditions in this state."),
                            _("An action applies when each of its preconditions holds in the state and none of "
                              "its negative preconditions does."));
  /* A wrong answer is told action by action (qd_practice_add_reason). */
  for (guint op = 0; op < strips->n_ops; op++)
    if (!strips->ops[op].artificial && (strips->n_ops <= MAX_REASONS || qd_strips_applicable (strips, state, op)))
      {
        g_autofree char *key = qd_plan_practice_key (strips->ops[op].name);
        g_autofree char *reason = applies_reason (strips, state, op);

        if (key != NULL)
          qd_practice_add_reason (b->practice, key, reason);
      }
}

/* ---- what an action changes */

/* The facts that hold in `in` and not in `out`, as a set; their count. */
static guint
changed (const QdStrips *strips, const guint64 *in, const guint64 *out, QdPracticeNames *set)
{
  guint n = 0;

  qd_practice_names_init (set);
  for (guint f = 0; f < strips->n_facts; f++)
    if (qd_strips_holds (in, f) && !qd_strips_holds (out, f))
      {
        qd_plan_practice_add_name (set, strips->fact_names[f]);
        n++;
      }
  return n;
}

static void
append_list (const QdStrips *strips, QdStripsFacts facts, GString *out)
{
  const guint32 *list = qd_strips_list (strips, facts);

  for (guint i = 0; i < facts.n; i++)
    g_string_append_printf (out, "%s%s", out->len > 0 ? ", " : "", strips->fact_names[list[i]]);
}

/* "(on a b), (clear c)": what `op` adds (or deletes) in `state`, its
 * conditional effects whose condition holds there included; "nothing". */
static char *
effect_text (const QdStrips *strips, const guint64 *state, guint op, gboolean adds)
{
  const QdStripsOp *o = &strips->ops[op];
  GString *out = g_string_new (NULL);

  append_list (strips, adds ? o->add : o->del, out);
  for (guint k = o->first_effect; k < o->first_effect + o->n_effects; k++)
    {
      const QdStripsEffect *e = &strips->effects[k];

      if (qd_strips_satisfied (strips, state, e->pre, e->neg))
        append_list (strips, adds ? e->add : e->del, out);
    }
  if (out->len == 0)
    g_string_append (out, _("nothing"));
  return g_string_free (out, FALSE);
}

static void
add_effects (QdPlanPracticeBuild *b, guint step, const guint64 *before, const guint64 *after, guint op)
{
  const QdStripsOp *o = &b->strips->ops[op];
  g_autofree char *adds = effect_text (b->strips, before, op, TRUE), *dels = effect_text (b->strips, before, op, FALSE);
  g_autofree char *true_text = g_strdup_printf (_("Which facts does %s make true (hold after it, not before)?"),
                                                o->name);
  g_autofree char *false_text = g_strdup_printf (_("Which facts does %s make false (hold before it, not after)?"),
                                                 o->name);
  g_autofree char *true_why = NULL, *false_why = NULL;
  const char *when = o->n_effects > 0 ? _(" Its conditional effects whose condition holds before it count too.") : "";
  QdPracticeNames made_true, made_false;

  changed (b->strips, after, before, &made_true);
  changed (b->strips, before, after, &made_false);
  true_why = g_strdup_printf (_("It adds %s; an added fact that held already changes nothing.%s"), adds, when);
  false_why = g_strdup_printf (_("It deletes %s; a deleted fact that did not hold changes nothing, and a fact "
                                 "both deleted and added holds after.%s"), dels, when);
  qd_practice_add_names_of (b->practice, &made_true, QD_PRACTICE_LEVEL_STEP, step, true_text, true_why,
                            _("Read the action's add effects: those that did not hold are made true."));
  qd_practice_add_names_of (b->practice, &made_false, QD_PRACTICE_LEVEL_STEP, step, false_text, false_why,
                            _("Read the action's delete effects: those that held are made false, unless the "
                              "action adds them too."));
}

/* ---- the cost of the actions played */

static void
add_cost (QdPlanPracticeBuild *b, guint step, const guint *ops, guint n_ops)
{
  g_autoptr(GString) why = g_string_new (NULL);
  guint64 cost = qd_strips_plan_cost (b->strips, ops, n_ops);
  g_autofree char *text = g_strdup_printf (ngettext ("What is the cost of the %u action played?",
                                                     "What is the cost of the %u actions played?", n_ops),
                                           n_ops);

  for (guint i = 0; i < n_ops; i++)
    if (!b->strips->ops[ops[i]].artificial)
      g_string_append_printf (why, "%s%s %" G_GUINT64_FORMAT, why->len > 0 ? " + " : "",
                              b->strips->ops[ops[i]].name, b->strips->ops[ops[i]].cost);
  g_string_append_printf (why, " = %" G_GUINT64_FORMAT ".", cost);
  qd_practice_add_number (b->practice, QD_PRACTICE_LEVEL_END, step, text, (double) cost, why->str,
                          _("A plan's cost is the sum of its actions' costs (1 each without action costs)."));
}

/* ---- the sequence */

/* The questions on the state before action `step` (or the last state). */
static void
add_state (QdPlanPracticeBuild *b, guint step, const guint64 *state, gboolean last)
{
  add_applicable (b, step, state);
  qd_plan_practice_add_fact (b, step, state);
  qd_plan_practice_add_heuristic (b, step, state, TRUE, last ? QD_PRACTICE_LEVEL_END : QD_PRACTICE_LEVEL_STEP);
  qd_plan_practice_add_heuristic (b, step, state, FALSE, QD_PRACTICE_LEVEL_STEP);
  if (step == 0)
    qd_plan_practice_add_mutexes (b, state);
}

/* The practice's data: a GArray of guint64, its first the words of a
 * state, then the states of the steps one after the other. */
static void
states_add (GArray *states, const guint64 *state)
{
  g_array_append_vals (states, state, g_array_index (states, guint64, 0));
}

QdPractice *
qd_plan_practice_new (const QdStrips *strips, const guint *ops, guint n_ops, GError **error)
{
  GArray *states = g_array_new (FALSE, FALSE, sizeof (guint64));
  g_autoptr(QdPractice) practice = qd_practice_new (canonical, states, (GDestroyNotify) g_array_unref);
  g_autoptr(QdStripsHeuristic) hmax = qd_strips_heuristic_new (strips, QD_STRIPS_HMAX);
  g_autoptr(QdStripsHeuristic) hadd = qd_strips_heuristic_new (strips, QD_STRIPS_HADD);
  QdPlanPracticeBuild b = { .strips = strips, .practice = practice, .hmax = hmax, .hadd = hadd };
  g_autofree guint64 *state = g_memdup2 (strips->init, strips->n_words * sizeof (guint64));
  g_autofree guint64 *next = g_new0 (guint64, strips->n_words);

  g_array_append_val (states, (guint64) { strips->n_words });
  states_add (states, state);
  for (guint i = 0; i < n_ops; i++)
    {
      if (ops[i] >= strips->n_ops || !qd_strips_applicable (strips, state, ops[i]))
        {
          g_set_error (error, QD_PLAN_ERROR, QD_PLAN_ERROR_INVALID, _("action %u: %s is not applicable there"),
                       i + 1, ops[i] < strips->n_ops ? strips->ops[ops[i]].name : "?");
          return NULL;
        }
      qd_strips_apply (strips, state, ops[i], next);
      states_add (states, next);
      if (!strips->ops[ops[i]].artificial)
        {
          add_state (&b, i, state, FALSE);
          add_effects (&b, i, state, next, ops[i]);
        }
      memcpy (state, next, strips->n_words * sizeof (guint64));
    }
  add_state (&b, n_ops, state, TRUE);
  if (n_ops > 0)
    add_cost (&b, n_ops, ops, n_ops);
  return g_steal_pointer (&practice);
}

const guint64 *
qd_plan_practice_state (const QdPractice *practice, guint step)
{
  const GArray *states = qd_practice_get_data (practice);
  guint64 words = g_array_index (states, guint64, 0);
  gsize first = 1 + (gsize) step * words;

  return first < states->len ? &g_array_index (states, guint64, first) : NULL;
}

char *
qd_plan_practice_to_text (const QdPractice *practice)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < qd_practice_n_all (practice); i++)
    {
      const QdPracticeQuestion *q = qd_practice_get (practice, i);

      g_string_append_printf (out, _("step %u: %s\n"), q->step, q->text);
      g_string_append_printf (out, _("  answer: %s\n"), q->answer);
      if (q->why != NULL)
        g_string_append_printf (out, _("  why: %s\n"), q->why);
    }
  return g_string_free (out, FALSE);
}
