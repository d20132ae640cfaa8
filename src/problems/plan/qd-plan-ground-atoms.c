/* qd-plan-ground-atoms.c — the grounder's tables: ground atoms interned in
 * an open-addressing table, the actions' parameter domains and join atoms,
 * and the grounder's errors, steps and names. */
#include "config.h"
#include "qd-plan-ground-private.h"

#include <glib/gi18n.h>
#include <string.h>

/* ---- atoms */

void
qd_ground_atoms_init (QdGroundAtoms *atoms)
{
  *atoms = (QdGroundAtoms) {
    .arena = g_array_new (FALSE, FALSE, sizeof (guint32)),
    .start = g_array_new (FALSE, FALSE, sizeof (guint32)),
    .flags = g_array_new (FALSE, TRUE, sizeof (guint8)),
    .slots = g_new0 (guint32, 1024),
    .mask = 1023,
  };
}

void
qd_ground_atoms_clear (QdGroundAtoms *atoms)
{
  g_array_unref (atoms->arena);
  g_array_unref (atoms->start);
  g_array_unref (atoms->flags);
  g_free (atoms->slots);
}

static guint64
atom_hash (guint32 predicate, const guint32 *args, guint n)
{
  guint64 h = 0x9e3779b97f4a7c15u ^ predicate;

  for (guint i = 0; i < n; i++)
    {
      h ^= args[i] + 0x9e3779b97f4a7c15u + (h << 6) + (h >> 2);
      h *= 0xff51afd7ed558ccdu;
    }
  return h ^ (h >> 33);
}

static gboolean
atom_equal (const QdGroundAtoms *atoms, guint32 atom, guint32 predicate, const guint32 *args, guint n)
{
  const guint32 *a = qd_ground_atom (atoms, atom);

  return a[0] == predicate && memcmp (a + 1, args, n * sizeof (guint32)) == 0;
}

/* The slot of the atom, or the empty slot where it would go. */
static guint32 *
atom_slot (const QdGroundAtoms *atoms, guint32 predicate, const guint32 *args, guint n)
{
  for (guint64 i = atom_hash (predicate, args, n) & atoms->mask;; i = (i + 1) & atoms->mask)
    if (atoms->slots[i] == 0 || atom_equal (atoms, atoms->slots[i] - 1, predicate, args, n))
      return &atoms->slots[i];
}

guint32
qd_ground_atoms_find (const QdGroundAtoms *atoms, guint32 predicate, const guint32 *args, guint n)
{
  guint32 *slot = atom_slot (atoms, predicate, args, n);

  return *slot == 0 ? QD_GROUND_NONE : *slot - 1;
}

static void
atoms_grow (QdGroundAtoms *atoms)
{
  guint64 cap = (atoms->mask + 1) * 2;

  g_free (atoms->slots);
  atoms->slots = g_new0 (guint32, cap);
  atoms->mask = cap - 1;
  for (guint32 a = 0; a < qd_ground_atoms_len (atoms); a++)
    {
      const guint32 *atom = qd_ground_atom (atoms, a);
      guint end = a + 1 < qd_ground_atoms_len (atoms) ? g_array_index (atoms->start, guint32, a + 1) : atoms->arena->len;
      guint n = end - g_array_index (atoms->start, guint32, a) - 1;

      *atom_slot (atoms, atom[0], atom + 1, n) = a + 1;
    }
}

guint32
qd_ground_atoms_intern (QdGroundAtoms *atoms, guint32 predicate, const guint32 *args, guint n, gboolean *is_new)
{
  guint32 *slot = atom_slot (atoms, predicate, args, n);
  guint32 atom = qd_ground_atoms_len (atoms);
  guint8 zero = 0;

  *is_new = *slot == 0;
  if (!*is_new)
    return *slot - 1;
  *slot = atom + 1;
  g_array_append_val (atoms->start, atoms->arena->len);
  g_array_append_val (atoms->arena, predicate);
  g_array_append_vals (atoms->arena, args, n);
  g_array_append_val (atoms->flags, zero);
  if ((guint64) qd_ground_atoms_len (atoms) * 2 > atoms->mask + 1)
    atoms_grow (atoms);
  return atom;
}

gint
qd_ground_compare (gconstpointer a, gconstpointer b)
{
  guint32 x = *(const guint32 *) a, y = *(const guint32 *) b;

  return x < y ? -1 : x > y;
}

/* ---- errors, steps, names */

G_DEFINE_QUARK (qd-plan-ground-error-quark, qd_plan_ground_error)

gboolean
qd_ground_fail (QdGrounder *g, gint code, const char *format, ...)
{
  va_list args;

  if (!g->failed)
    {
      va_start (args, format);
      g_propagate_error (g->error, g_error_new_valist (QD_PLAN_GROUND_ERROR, code, format, args));
      va_end (args);
    }
  g->failed = TRUE;
  return FALSE;
}

gboolean
qd_ground_step (QdGrounder *g)
{
  if (g->failed)
    return FALSE;
  if ((++g->steps & 4095) != 0)
    return TRUE;
  if (g->options.progress != NULL)
    {
      qd_progress_set (&g->options.progress->done, (gint64) g->n_ops);
      qd_progress_set (&g->options.progress->nodes, (gint64) g->n_facts);
    }
  if ((g->options.stop != NULL && g_atomic_int_get (g->options.stop) != 0)
      || g_cancellable_is_cancelled (g->options.cancellable))
    return qd_ground_fail (g, QD_PLAN_GROUND_ERROR_STOPPED, "%s", _("grounding stopped"));
  return TRUE;
}

char *
qd_ground_action_text (const QdGrounder *g, guint action, const guint32 *args)
{
  const QdPlanAction *a = &g_array_index (g->task->actions, QdPlanAction, action);
  GString *out = g_string_new ("(");

  g_string_append (out, a->name);
  for (guint i = 0; i < a->arity; i++)
    {
      g_string_append_c (out, ' ');
      g_string_append (out, g_array_index (g->task->objects, QdPlanObject, args[i]).name);
    }
  g_string_append_c (out, ')');
  return g_string_free (out, FALSE);
}

char *
qd_ground_atom_text (const QdGrounder *g, guint32 atom)
{
  const guint32 *a = qd_ground_atom (&g->atoms, atom);
  const QdPlanPredicate *p = &g_array_index (g->task->predicates, QdPlanPredicate, a[0]);
  GString *out = g_string_new ("(");

  g_string_append (out, p->name);
  for (guint i = 0; i < p->arity; i++)
    {
      g_string_append_c (out, ' ');
      g_string_append (out, g_array_index (g->task->objects, QdPlanObject, a[i + 1]).name);
    }
  g_string_append_c (out, ')');
  return g_string_free (out, FALSE);
}

/* ---- bindings */

gboolean
qd_ground_fits (const QdGrounder *g, guint slot, guint32 object)
{
  if (g->fits != NULL)
    return g->fits[(gsize) slot * g->n_objects + object];
  return qd_plan_object_fits (g->task, object, g->slot_types[slot]);
}

gboolean
qd_ground_terms_equal (const QdGrounder *g, const QdPlanFormula *f)
{
  guint32 t[2];

  for (guint i = 0; i < 2; i++)
    {
      t[i] = g_array_index (g->task->terms, guint32, f->first + i);
      t[i] = (t[i] & QD_PLAN_VAR) != 0 ? g->binding[t[i] & ~QD_PLAN_VAR] : t[i];
    }
  return t[0] == t[1];
}

QdGroundTruth
qd_ground_literal (QdGrounder *g, const QdPlanFormula *f, gboolean positive, guint32 *lit)
{
  guint32 atom = qd_ground_formula_atom (g, f, FALSE);
  guint8 flags = atom != QD_GROUND_NONE ? *qd_ground_atom_flags (&g->atoms, atom) : 0;

  if (g->fluent[f->predicate] && (flags & QD_GROUND_ATOM_REACHED))
    {
      *lit = atom << 1 | (positive ? 0 : 1);
      return QD_GROUND_LITERAL;
    }
  /* Static: as the init says; a fluent atom never reached: false. */
  if ((!g->fluent[f->predicate] && (flags & QD_GROUND_ATOM_INIT) != 0) == positive)
    return QD_GROUND_TRUE;
  return QD_GROUND_FALSE;
}

guint32
qd_ground_formula_atom (QdGrounder *g, const QdPlanFormula *f, gboolean intern)
{
  guint n = g_array_index (g->task->predicates, QdPlanPredicate, f->predicate).arity;
  guint32 args[QD_PLAN_MAX_VARS];
  gboolean is_new;

  for (guint i = 0; i < n; i++)
    {
      guint32 term = g_array_index (g->task->terms, guint32, f->first + i);

      args[i] = (term & QD_PLAN_VAR) != 0 ? g->binding[term & ~QD_PLAN_VAR] : term;
    }
  if (!intern)
    return qd_ground_atoms_find (&g->atoms, f->predicate, args, n);
  return qd_ground_atoms_intern (&g->atoms, f->predicate, args, n, &is_new);
}

gboolean
qd_ground_each (QdGrounder *g, const QdPlanFormula *f, guint i, QdGroundVisit visit, gpointer data)
{
  guint slot = f->first_var + i;

  if (i == f->n_vars)
    return qd_ground_step (g) && visit (g, f, data);
  for (guint32 o = 0; o < g->n_objects; o++)
    if (qd_ground_fits (g, slot, o))
      {
        g->binding[slot] = o;
        if (!qd_ground_each (g, f, i + 1, visit, data))
          return FALSE;
      }
  return TRUE;
}

/* ---- preparing: fluent predicates, domains, join atoms */

static void
mark_fluent (QdGrounder *g, gint formula)
{
  const QdPlanFormula *f = qd_plan_formula (g->task, formula);

  if (f->kind == QD_PLAN_E_ADD || f->kind == QD_PLAN_E_DELETE)
    g->fluent[f->predicate] = TRUE;
  else if (f->kind == QD_PLAN_F_AND || f->kind == QD_PLAN_F_FORALL || f->kind == QD_PLAN_E_WHEN)
    for (guint i = f->kind == QD_PLAN_E_WHEN ? 1 : 0; i < f->n; i++)
      mark_fluent (g, (gint) g_array_index (g->task->kids, guint, f->first + i));
}

/* Whether the init holds the static atom of `f` with its terms (objects or
 * the slots' values in args). */
static gboolean
init_holds (QdGrounder *g, const QdPlanFormula *f, const guint32 *args)
{
  guint n = g_array_index (g->task->predicates, QdPlanPredicate, f->predicate).arity;
  guint32 ground[QD_PLAN_MAX_VARS];

  for (guint i = 0; i < n; i++)
    {
      guint32 term = g_array_index (g->task->terms, guint32, f->first + i);

      ground[i] = (term & QD_PLAN_VAR) != 0 ? args[term & ~QD_PLAN_VAR] : term;
    }
  return qd_ground_atoms_find (&g->atoms, f->predicate, ground, n) != QD_GROUND_NONE;
}

/* A top-level atom of a precondition: a unary static one narrows its
 * parameter's domain, a ground static one may make the action impossible,
 * the others are joined. */
static void
take_atom (QdGrounder *g, QdGroundAction *a, const QdPlanFormula *f, GArray *join)
{
  guint n = g_array_index (g->task->predicates, QdPlanPredicate, f->predicate).arity;
  const guint32 *terms = n > 0 ? &g_array_index (g->task->terms, guint32, f->first) : NULL;
  guint vars = 0, var = 0;

  for (guint i = 0; i < n; i++)
    if ((terms[i] & QD_PLAN_VAR) != 0)
      vars++, var = terms[i] & ~QD_PLAN_VAR;
  if (!g->fluent[f->predicate] && vars == 0)
    a->never |= !init_holds (g, f, NULL);
  else if (!g->fluent[f->predicate] && n == 1)
    for (guint32 o = 0; o < g->n_objects; o++)
      {
        guint32 args[QD_PLAN_MAX_VARS];

        args[var] = o;
        if (!init_holds (g, f, args))
          a->fits[(gsize) var * g->n_objects + o] = FALSE;
      }
  else
    {
      QdGroundJoinAtom j = { .predicate = f->predicate, .n = n, .terms = terms };

      g_array_append_val (join, j);
    }
}

/* Walks the precondition's top-level conjunction. */
static void
take_conjunction (QdGrounder *g, QdGroundAction *a, gint formula, GArray *join)
{
  const QdPlanFormula *f = qd_plan_formula (g->task, formula);

  if (f->kind == QD_PLAN_F_AND)
    for (guint i = 0; i < f->n; i++)
      take_conjunction (g, a, (gint) g_array_index (g->task->kids, guint, f->first + i), join);
  else if (f->kind == QD_PLAN_F_ATOM)
    take_atom (g, a, f, join);
  else if (f->kind != QD_PLAN_F_TRUE)
    a->exact = FALSE;
}

static guint64
atom_vars (const QdGroundJoinAtom *j)
{
  guint64 vars = 0;

  for (guint i = 0; i < j->n; i++)
    if ((j->terms[i] & QD_PLAN_VAR) != 0)
      vars |= G_GUINT64_CONSTANT (1) << (j->terms[i] & ~QD_PLAN_VAR);
  return vars;
}

/* For each trigger i: i first, then greedily the atom sharing the most
 * bound parameters (ties: the first). */
static void
plan_orders (QdGroundAction *a)
{
  a->order = g_new (guint, (gsize) MAX (a->n_join, 1) * MAX (a->n_join, 1));
  for (guint i = 0; i < a->n_join; i++)
    {
      guint *order = a->order + (gsize) i * a->n_join;
      guint64 bound = atom_vars (&a->join[i]), used = G_GUINT64_CONSTANT (1) << i;

      order[0] = i;
      for (guint k = 1; k < a->n_join; k++)
        {
          gint best = -1, best_shared = -1;

          for (guint j = 0; j < a->n_join; j++)
            if ((used & (G_GUINT64_CONSTANT (1) << j)) == 0
                && __builtin_popcountll (atom_vars (&a->join[j]) & bound) > best_shared)
              best = (gint) j, best_shared = __builtin_popcountll (atom_vars (&a->join[j]) & bound);
          order[k] = (guint) best;
          used |= G_GUINT64_CONSTANT (1) << best;
          bound |= atom_vars (&a->join[best]);
        }
    }
}

static void
prepare_action (QdGrounder *g, guint index)
{
  QdGroundAction *a = &g->actions[index];
  const QdPlanAction *action = &g_array_index (g->task->actions, QdPlanAction, index);
  GArray *join = g_array_new (FALSE, FALSE, sizeof (QdGroundJoinAtom));

  *a = (QdGroundAction) {
    .action = action, .index = index, .exact = TRUE,
    .slot_types = &g_array_index (g->task->var_types, QdPlanTypes, action->var_types),
    .fits = g_new (guint8, (gsize) MAX (action->n_slots, 1) * MAX (g->n_objects, 1)),
  };
  for (guint s = 0; s < action->n_slots; s++)
    for (guint32 o = 0; o < g->n_objects; o++)
      a->fits[(gsize) s * g->n_objects + o] = qd_plan_object_fits (g->task, o, a->slot_types[s]);
  if (action->precondition >= 0)
    take_conjunction (g, a, action->precondition, join);
  a->n_join = join->len;
  a->join = (QdGroundJoinAtom *) (void *) g_array_free (join, FALSE);
  plan_orders (a);
  a->domain_n = g_new0 (guint, MAX (action->n_slots, 1));
  for (guint s = 0; s < action->n_slots; s++)
    for (guint32 o = 0; o < g->n_objects; o++)
      a->domain_n[s] += a->fits[(gsize) s * g->n_objects + o];
  for (guint i = 0; i < a->n_join; i++)
    {
      guint pair[2] = { index, i };

      g_array_append_vals (g->triggers[a->join[i].predicate], pair, 2);
    }
}

static void
intern_init (QdGrounder *g)
{
  for (guint i = 0; i < g->task->init->len; i++)
    {
      g_auto(GStrv) parts = g_strsplit (g->task->init->pdata[i], " ", -1);
      guint32 args[QD_PLAN_MAX_VARS];
      guint n = g_strv_length (parts) - 1;
      gboolean is_new;
      guint32 atom;

      for (guint k = 0; k < n; k++)
        args[k] = (guint32) g_ascii_strtoull (parts[k + 1], NULL, 10);
      atom = qd_ground_atoms_intern (&g->atoms, (guint32) g_ascii_strtoull (parts[0], NULL, 10), args, n, &is_new);
      *qd_ground_atom_flags (&g->atoms, atom) |= QD_GROUND_ATOM_INIT;
    }
}

gboolean
qd_ground_prepare (QdGrounder *g, GError **error)
{
  guint n_predicates = g->task->predicates->len;

  g->error = error;
  g->n_objects = g->task->objects->len;
  g->fluent = g_new0 (gboolean, MAX (n_predicates, 1));
  g->triggers = g_new0 (GArray *, MAX (n_predicates, 1));
  g->processed = g_new0 (GArray *, MAX (n_predicates, 1));
  g->by_arg = g_new0 (GArray **, MAX (n_predicates, 1));
  for (guint p = 0; p < n_predicates; p++)
    {
      g->triggers[p] = g_array_new (FALSE, FALSE, sizeof (guint));
      g->processed[p] = g_array_new (FALSE, FALSE, sizeof (guint32));
      g->by_arg[p] = g_new0 (GArray *, (gsize) MAX (g_array_index (g->task->predicates, QdPlanPredicate, p).arity, 1)
                                         * MAX (g->n_objects, 1));
    }
  qd_ground_atoms_init (&g->atoms);
  intern_init (g);
  for (guint i = 0; i < g->task->actions->len; i++)
    if (g_array_index (g->task->actions, QdPlanAction, i).effect >= 0)
      mark_fluent (g, g_array_index (g->task->actions, QdPlanAction, i).effect);
  g->actions = g_new0 (QdGroundAction, MAX (g->task->actions->len, 1));
  for (guint i = 0; i < g->task->actions->len; i++)
    prepare_action (g, i);
  g->queue = g_array_new (FALSE, FALSE, sizeof (guint32));
  g->instances = g_array_new (FALSE, FALSE, sizeof (guint32));
  g->instance_start = g_array_new (FALSE, FALSE, sizeof (guint32));
  g->pending = g_array_new (FALSE, FALSE, sizeof (guint32));
  g->conditional = g_array_new (FALSE, FALSE, sizeof (guint32));
  return TRUE;
}

void
qd_ground_clear (QdGrounder *g)
{
  guint n_predicates = g->task->predicates->len;

  for (guint p = 0; g->by_arg != NULL && p < n_predicates; p++)
    {
      gsize n = (gsize) MAX (g_array_index (g->task->predicates, QdPlanPredicate, p).arity, 1) * MAX (g->n_objects, 1);

      for (gsize k = 0; k < n; k++)
        if (g->by_arg[p][k] != NULL)
          g_array_unref (g->by_arg[p][k]);
      g_free (g->by_arg[p]);
      g_array_unref (g->triggers[p]);
      g_array_unref (g->processed[p]);
    }
  for (guint i = 0; g->actions != NULL && i < g->task->actions->len; i++)
    {
      g_free (g->actions[i].fits);
      g_free (g->actions[i].join);
      g_free (g->actions[i].order);
      g_free (g->actions[i].domain_n);
    }
  g_free (g->actions);
  g_free (g->by_arg);
  g_free (g->triggers);
  g_free (g->processed);
  g_free (g->fluent);
  qd_ground_atoms_clear (&g->atoms);
  g_array_unref (g->queue);
  g_array_unref (g->instances);
  g_array_unref (g->instance_start);
  g_array_unref (g->pending);
  g_array_unref (g->conditional);
}
