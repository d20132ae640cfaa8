/* qd-strips-mutex.c — monotonicity invariants on the ground task, their
 * groups and the greedy cover into variables (the contract is
 * qd-strips-mutex.h). */
#include "config.h"
#include "qd-strips-mutex.h"

#include <string.h>

#define MAX_PARTS 6
#define MAX_ARITY 8
#define MAX_CANDIDATES 20000
#define NO_COUNTED (-1)

typedef struct {
  guint32 pred;
  gint8 counted;               /* the counted argument's place, NO_COUNTED none */
  guint8 place[MAX_ARITY];     /* parameter i is the argument at place[i] */
  guint8 pad[3];               /* 0: candidates are hashed and compared by their bytes */
} Part;

typedef struct {
  guint8 n_parts, k;           /* parts (sorted by predicate), parameters */
  guint8 pad[2];
  Part parts[MAX_PARTS];
} Cand;

typedef struct {
  const QdStrips *s;
  guint32 *arg_start, *args;   /* fact f's arguments (interned objects) */
  guint32 *arity;              /* per predicate, G_MAXUINT32 unseen */
  guint n_preds;
  /* The adds of each predicate: (operator, effect or G_MAXUINT32, fact). */
  guint32 *occ_start, *occ;    /* occ[3 * i ..] */
  GHashTable *seen;            /* candidates queued (their bytes) */
  GArray *queue;               /* Cand */
} Finder;

static const Part *
part_of (const Cand *c, guint32 pred)
{
  for (guint i = 0; i < c->n_parts; i++)
    if (c->parts[i].pred == pred)
      return &c->parts[i];
  return NULL;
}

/* Whether facts a (under part pa) and b (under pb) are of the same instance. */
static gboolean
same_instance (const Finder *fd, const Cand *c, guint32 a, const Part *pa, guint32 b, const Part *pb)
{
  for (guint i = 0; i < c->k; i++)
    if (fd->args[fd->arg_start[a] + pa->place[i]] != fd->args[fd->arg_start[b] + pb->place[i]])
      return FALSE;
  return TRUE;
}

/* Parameters renumbered so that the first part's places ascend: one form
 * for the candidates that differ only by their parameters' order. */
static void
canonical (Cand *c)
{
  for (guint i = 1; i < c->n_parts; i++)
    for (guint j = i; j > 0 && c->parts[j].pred < c->parts[j - 1].pred; j--)
      {
        Part t = c->parts[j];
        c->parts[j] = c->parts[j - 1];
        c->parts[j - 1] = t;
      }
  guint8 perm[MAX_ARITY];           /* new number of parameter i */
  for (guint i = 0; i < c->k; i++)
    {
      perm[i] = 0;
      for (guint j = 0; j < c->k; j++)
        perm[i] += c->parts[0].place[j] < c->parts[0].place[i];
    }
  for (guint p = 0; p < c->n_parts; p++)
    {
      guint8 place[MAX_ARITY];
      for (guint i = 0; i < c->k; i++)
        place[perm[i]] = c->parts[p].place[i];
      memset (c->parts[p].place, 0, sizeof c->parts[p].place);
      memcpy (c->parts[p].place, place, c->k);
    }
}

static void
enqueue (Finder *fd, Cand *c)
{
  canonical (c);
  if (g_hash_table_contains (fd->seen, c))
    return;
  Cand *key = g_memdup2 (c, sizeof *c);
  g_hash_table_add (fd->seen, key);
  g_array_append_val (fd->queue, *c);
}

static guint
cand_hash (gconstpointer p)
{
  const guint8 *b = p;
  guint h = 5381;
  for (gsize i = 0; i < sizeof (Cand); i++)
    h = h * 33 + b[i];
  return h;
}

static gboolean
cand_equal (gconstpointer a, gconstpointer b)
{
  return memcmp (a, b, sizeof (Cand)) == 0;
}

/* Extends c with a part for delete d (a predicate not in c) whose
 * arguments give every parameter the value it has in `a` (under part pa):
 * each way the places can be matched. */
static void
match_places (Finder *fd, const Cand *c, guint32 a, const Part *pa, guint32 d, Part *np, guint i, guint32 used)
{
  guint32 m = fd->arity[fd->s->fact_group[d]];
  if (i == c->k)
    {
      np->counted = NO_COUNTED;
      for (guint j = 0; j < m; j++)
        if (!(used >> j & 1))
          np->counted = (gint8) j;
      Cand nc = *c;
      nc.parts[nc.n_parts++] = *np;
      enqueue (fd, &nc);
      return;
    }
  guint32 want = fd->args[fd->arg_start[a] + pa->place[i]];
  for (guint j = 0; j < m; j++)
    if (!(used >> j & 1) && fd->args[fd->arg_start[d] + j] == want)
      {
        np->place[i] = (guint8) j;
        match_places (fd, c, a, pa, d, np, i + 1, used | 1u << j);
      }
}

static void
refine_with (Finder *fd, const Cand *c, guint32 a, const Part *pa, QdStripsFacts dels)
{
  const guint32 *d = qd_strips_list (fd->s, dels);
  if (c->n_parts == MAX_PARTS)
    return;
  for (guint i = 0; i < dels.n; i++)
    {
      guint32 pred = fd->s->fact_group[d[i]], m = fd->arity[pred];
      if (part_of (c, pred) != NULL || (m != c->k && m != c->k + 1u))
        continue;
      Part np = { .pred = pred };
      match_places (fd, c, a, pa, d[i], &np, 0, 0);
    }
}

/* Whether some fact of `list` other than `a`, of c's instance of a, is
 * also in `other`. */
static gboolean
balanced_by (const Finder *fd, const Cand *c, guint32 a, const Part *pa, QdStripsFacts list, QdStripsFacts other)
{
  const guint32 *f = qd_strips_list (fd->s, list), *g = qd_strips_list (fd->s, other);
  for (guint i = 0; i < list.n; i++)
    {
      const Part *pd = part_of (c, fd->s->fact_group[f[i]]);
      if (pd == NULL || f[i] == a || !same_instance (fd, c, a, pa, f[i], pd))
        continue;
      for (guint j = 0; j < other.n; j++)
        if (g[j] == f[i])
          return TRUE;
    }
  return FALSE;
}

static gboolean
has (const QdStrips *s, QdStripsFacts list, guint32 fact)
{
  const guint32 *f = qd_strips_list (s, list);
  for (guint i = 0; i < list.n; i++)
    if (f[i] == fact)
      return TRUE;
  return FALSE;
}

/* Whether op adds a fact of c's instance of a other than a (unconditionally
 * or by any of its effects). */
static gboolean
too_heavy (const Finder *fd, const Cand *c, const QdStripsOp *op, guint32 a, const Part *pa)
{
  const QdStrips *s = fd->s;
  for (guint e = 0; e <= op->n_effects; e++)
    {
      QdStripsFacts adds = e == 0 ? op->add : s->effects[op->first_effect + e - 1].add;
      const guint32 *f = qd_strips_list (s, adds);
      for (guint i = 0; i < adds.n; i++)
        {
          const Part *pb = part_of (c, s->fact_group[f[i]]);
          if (pb != NULL && f[i] != a && same_instance (fd, c, a, pa, f[i], pb))
            return TRUE;
        }
    }
  return FALSE;
}

/* Whether c is an invariant: at most one fact of each instance initially,
 * every add balanced.  A failed add's operator refines c. */
static gboolean
check (Finder *fd, const Cand *c)
{
  const QdStrips *s = fd->s;
  g_autoptr (GHashTable) count = g_hash_table_new_full (g_bytes_hash, g_bytes_equal,
                                                        (GDestroyNotify) g_bytes_unref, NULL);
  for (guint f = 0; f < s->n_facts; f++)
    {
      const Part *p = part_of (c, s->fact_group[f]);
      if (p == NULL || !qd_strips_holds (s->init, f))
        continue;
      guint32 key[MAX_ARITY];
      for (guint i = 0; i < c->k; i++)
        key[i] = fd->args[fd->arg_start[f] + p->place[i]];
      GBytes *b = g_bytes_new (key, c->k * sizeof (guint32));
      if (g_hash_table_contains (count, b))
        {
          g_bytes_unref (b);
          return FALSE;
        }
      g_hash_table_add (count, b);
    }
  for (guint p = 0; p < c->n_parts; p++)
    {
      guint32 pred = c->parts[p].pred;
      for (guint32 i = fd->occ_start[pred]; i < fd->occ_start[pred + 1]; i++)
        {
          guint32 o = fd->occ[3 * i], e = fd->occ[3 * i + 1], a = fd->occ[3 * i + 2];
          const QdStripsOp *op = &s->ops[o];
          QdStripsFacts cond = { 0, 0 }, edel = { 0, 0 };
          if (e != G_MAXUINT32)
            {
              cond = s->effects[e].pre;
              edel = s->effects[e].del;
            }
          if (too_heavy (fd, c, op, a, &c->parts[p]))
            return FALSE;
          if (has (s, op->pre, a) || has (s, cond, a))
            continue;
          if (balanced_by (fd, c, a, &c->parts[p], op->pre, op->del)
              || balanced_by (fd, c, a, &c->parts[p], op->pre, edel)
              || balanced_by (fd, c, a, &c->parts[p], cond, op->del)
              || balanced_by (fd, c, a, &c->parts[p], cond, edel))
            continue;
          refine_with (fd, c, a, &c->parts[p], op->del);
          for (guint k = 0; k < op->n_effects; k++)
            refine_with (fd, c, a, &c->parts[p], s->effects[op->first_effect + k].del);
          return FALSE;
        }
    }
  return TRUE;
}

/* Each fact's arguments, interned; FALSE when a fact has too many. */
static gboolean
parse_facts (Finder *fd)
{
  const QdStrips *s = fd->s;
  g_autoptr (GHashTable) objects = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  GArray *args = g_array_new (FALSE, FALSE, sizeof (guint32));
  fd->n_preds = 0;
  for (guint f = 0; f < s->n_facts; f++)
    fd->n_preds = MAX (fd->n_preds, s->fact_group[f] + 1);
  fd->arity = g_new (guint32, MAX (fd->n_preds, 1));
  memset (fd->arity, 0xff, MAX (fd->n_preds, 1) * sizeof (guint32));
  fd->arg_start = g_new (guint32, s->n_facts + 1);
  gboolean ok = TRUE;
  for (guint f = 0; f < s->n_facts && ok; f++)
    {
      fd->arg_start[f] = args->len;
      g_auto (GStrv) tokens = g_strsplit_set (s->fact_names[f], "() ", -1);
      guint n = 0, seen_pred = 0;
      for (guint i = 0; tokens[i] != NULL; i++)
        {
          if (tokens[i][0] == '\0')
            continue;
          if (!seen_pred++)
            continue;
          gpointer id;
          if (!g_hash_table_lookup_extended (objects, tokens[i], NULL, &id))
            {
              id = GUINT_TO_POINTER (g_hash_table_size (objects));
              g_hash_table_insert (objects, g_strdup (tokens[i]), id);
            }
          guint32 v = GPOINTER_TO_UINT (id);
          g_array_append_val (args, v);
          n++;
        }
      guint32 *ar = &fd->arity[s->fact_group[f]];
      /* A predicate of two arities (not PDDL) or too many arguments: no groups. */
      ok = n <= MAX_ARITY && (*ar == G_MAXUINT32 || *ar == n);
      *ar = n;
    }
  fd->arg_start[s->n_facts] = args->len;
  fd->args = (guint32 *) g_array_free (args, FALSE);
  return ok;
}

static void
index_adds (Finder *fd)
{
  const QdStrips *s = fd->s;
  fd->occ_start = g_new0 (guint32, fd->n_preds + 2);
  for (int pass = 0; pass < 2; pass++)
    {
      guint32 *fill = pass == 0 ? NULL : g_memdup2 (fd->occ_start, (fd->n_preds + 1) * sizeof (guint32));
      for (guint o = 0; o < s->n_ops; o++)
        for (guint e = 0; e <= s->ops[o].n_effects; e++)
          {
            QdStripsFacts adds = e == 0 ? s->ops[o].add : s->effects[s->ops[o].first_effect + e - 1].add;
            const guint32 *f = qd_strips_list (s, adds);
            for (guint i = 0; i < adds.n; i++)
              {
                guint32 pred = s->fact_group[f[i]];
                if (pass == 0)
                  {
                    fd->occ_start[pred + 1]++;
                    continue;
                  }
                guint32 at = fill[pred]++;
                fd->occ[3 * at] = o;
                fd->occ[3 * at + 1] = e == 0 ? G_MAXUINT32 : s->ops[o].first_effect + e - 1;
                fd->occ[3 * at + 2] = f[i];
              }
          }
      if (pass == 0)
        {
          for (guint p = 0; p < fd->n_preds; p++)
            fd->occ_start[p + 1] += fd->occ_start[p];
          fd->occ = g_new (guint32, 3 * (gsize) MAX (fd->occ_start[fd->n_preds], 1));
        }
      g_free (fill);
    }
}

static int
compare_u32 (gconstpointer a, gconstpointer b)
{
  guint32 x = *(const guint32 *) a, y = *(const guint32 *) b;
  return (x > y) - (x < y);
}

/* The groups of invariant c (two facts or more, one of which holds
 * initially: Fast Downward's "useful" groups, invariant_finder.py) appended to `groups`
 * (GArray of guint32 runs: size, facts…), each sorted. */
static void
instantiate (const Finder *fd, const Cand *c, GHashTable *known, GArray *groups)
{
  const QdStrips *s = fd->s;
  g_autoptr (GHashTable) inst = g_hash_table_new_full (g_bytes_hash, g_bytes_equal, (GDestroyNotify) g_bytes_unref,
                                                       (GDestroyNotify) g_array_unref);
  GPtrArray *order = g_ptr_array_new ();
  for (guint f = 0; f < s->n_facts; f++)
    {
      const Part *p = part_of (c, s->fact_group[f]);
      if (p == NULL)
        continue;
      guint32 key[MAX_ARITY];
      for (guint i = 0; i < c->k; i++)
        key[i] = fd->args[fd->arg_start[f] + p->place[i]];
      GBytes *b = g_bytes_new (key, c->k * sizeof (guint32));
      GArray *list = g_hash_table_lookup (inst, b);
      if (list == NULL)
        {
          list = g_array_new (FALSE, FALSE, sizeof (guint32));
          g_hash_table_insert (inst, g_bytes_ref (b), list);
          g_ptr_array_add (order, list);
        }
      g_bytes_unref (b);
      g_array_append_val (list, f);
    }
  for (guint i = 0; i < order->len; i++)
    {
      GArray *list = order->pdata[i];
      gboolean holds = FALSE;
      for (guint k = 0; k < list->len; k++)
        holds = holds || qd_strips_holds (s->init, g_array_index (list, guint32, k));
      if (list->len < 2 || !holds)
        continue;
      g_array_sort (list, compare_u32);
      GBytes *b = g_bytes_new (list->data, list->len * sizeof (guint32));
      if (g_hash_table_contains (known, b))
        {
          g_bytes_unref (b);
          continue;
        }
      g_hash_table_add (known, b);
      guint32 n = list->len;
      g_array_append_val (groups, n);
      g_array_append_vals (groups, list->data, n);
    }
  g_ptr_array_unref (order);
}

/* Groups compared as lists of fact names (each group's names sorted). */
static int
compare_names (gconstpointer a, gconstpointer b, gpointer task)
{
  const QdStrips *s = task;
  return strcmp (s->fact_names[*(const guint32 *) a], s->fact_names[*(const guint32 *) b]);
}

typedef struct {
  const guint32 *facts;
  guint32 n;
} Run;

static int
compare_runs (gconstpointer a, gconstpointer b, gpointer task)
{
  const QdStrips *sort_task = task;
  const Run *x = a, *y = b;
  for (guint32 i = 0; i < x->n && i < y->n; i++)
    {
      int c = strcmp (sort_task->fact_names[x->facts[i]], sort_task->fact_names[y->facts[i]]);
      if (c != 0)
        return c;
    }
  return (x->n > y->n) - (x->n < y->n);
}

/* Fast Downward's greedy cover (fact_groups.py's choose_groups and its
 * GroupCoverQueue), its ties too: the groups, facts of the goal's negative
 * literals left out, sorted as lists of names, go on a stack per size;
 * the largest size's stack is popped until a group whose size (facts not
 * yet covered) is still that size comes out (the others go on their
 * size's stack); that group's facts become a variable and leave every
 * group; until no group has two facts left. */
static void
choose_vars (QdStripsMutex *m, const QdStrips *s)
{
  guint n = m->n_groups, n_facts = s->n_facts;
  guint8 *removed = g_new0 (guint8, MAX (n_facts, 1)), *covered = g_new0 (guint8, MAX (n_facts, 1));
  const guint32 *neg = qd_strips_list (s, s->goal_neg);
  for (guint i = 0; i < s->goal_neg.n; i++)
    removed[neg[i]] = 1;
  /* Each group's facts sorted by name, then the groups. */
  guint32 *facts = g_memdup2 (m->group_facts, MAX (m->group_start[n], 1) * sizeof (guint32));
  Run *runs = g_new (Run, MAX (n, 1));
  for (guint g = 0; g < n; g++)
    {
      guint32 *f = facts + m->group_start[g], len = m->group_start[g + 1] - m->group_start[g];
      g_qsort_with_data (f, (gint) len, sizeof (guint32), compare_names, (gpointer) s);
      runs[g] = (Run) { f, len };
    }
  g_qsort_with_data (runs, (gint) n, sizeof (Run), compare_runs, (gpointer) s);
  for (guint g = 0; g < n; g++)
    {
      guint32 *f = (guint32 *) runs[g].facts, k = 0;
      for (guint32 i = 0; i < runs[g].n; i++)
        if (!removed[f[i]])
          f[k++] = f[i];
      runs[g].n = k;
    }
  guint32 *left = g_new (guint32, MAX (n, 1)), max = 0, n_stacks;
  guint32 *of_start = g_new0 (guint32, n_facts + 1), *of = g_new (guint32, MAX (m->group_start[n], 1));
  for (guint g = 0; g < n; g++)
    {
      left[g] = runs[g].n;
      max = MAX (max, left[g]);
      for (guint32 i = 0; i < runs[g].n; i++)
        of_start[runs[g].facts[i] + 1]++;
    }
  for (guint f = 0; f < n_facts; f++)
    of_start[f + 1] += of_start[f];
  guint32 *fill = g_memdup2 (of_start, (n_facts + 1) * sizeof (guint32));
  n_stacks = max + 1;
  GArray **stack = g_new (GArray *, n_stacks);
  for (guint32 k = 0; k < n_stacks; k++)
    stack[k] = g_array_new (FALSE, FALSE, sizeof (guint32));
  for (guint g = 0; g < n; g++)
    {
      g_array_append_val (stack[left[g]], g);
      for (guint32 i = 0; i < runs[g].n; i++)
        of[fill[runs[g].facts[i]]++] = g;
    }
  g_free (fill);
  GArray *start = g_array_new (FALSE, FALSE, sizeof (guint32)), *vf = g_array_new (FALSE, FALSE, sizeof (guint32));
  while (max > 1)
    {
      GArray *top = stack[max];
      if (top->len == 0)
        {
          max--;
          continue;
        }
      guint32 g = g_array_index (top, guint32, top->len - 1);
      g_array_set_size (top, top->len - 1);
      if (left[g] != max)
        {
          g_array_append_val (stack[left[g]], g);
          continue;
        }
      guint32 at = vf->len;
      g_array_append_val (start, at);
      for (guint32 i = 0; i < runs[g].n; i++)
        {
          guint32 f = runs[g].facts[i];
          if (covered[f])
            continue;
          covered[f] = 1;
          g_array_append_val (vf, f);
          for (guint32 j = of_start[f]; j < of_start[f + 1]; j++)
            left[of[j]]--;
        }
    }
  for (guint f = 0; f < n_facts; f++)
    if (!covered[f])
      {
        guint32 at = vf->len;
        g_array_append_val (start, at);
        g_array_append_val (vf, f);
      }
  m->n_vars = start->len;
  guint32 end = vf->len;
  g_array_append_val (start, end);
  m->var_start = (guint32 *) g_array_free (start, FALSE);
  m->var_facts = (guint32 *) g_array_free (vf, FALSE);
  m->var_of_fact = g_new (guint32, MAX (n_facts, 1));
  m->value_of_fact = g_new (guint32, MAX (n_facts, 1));
  for (guint v = 0; v < m->n_vars; v++)
    for (guint32 i = m->var_start[v]; i < m->var_start[v + 1]; i++)
      {
        m->var_of_fact[m->var_facts[i]] = v;
        m->value_of_fact[m->var_facts[i]] = i - m->var_start[v];
      }
  for (guint32 k = 0; k < n_stacks; k++)
    g_array_unref (stack[k]);
  g_free (stack);
  g_free (of_start);
  g_free (of);
  g_free (left);
  g_free (runs);
  g_free (facts);
  g_free (covered);
  g_free (removed);
}

QdStripsMutex *
qd_strips_mutex_new (const QdStrips *strips, const gint *stop)
{
  Finder fd = { .s = strips };
  QdStripsMutex *m = g_new0 (QdStripsMutex, 1);
  GArray *groups = g_array_new (FALSE, FALSE, sizeof (guint32));
  g_autoptr (GHashTable) known = g_hash_table_new_full (g_bytes_hash, g_bytes_equal, (GDestroyNotify) g_bytes_unref,
                                                        NULL);
  gboolean stopped = FALSE;
  fd.seen = g_hash_table_new_full (cand_hash, cand_equal, g_free, NULL);
  fd.queue = g_array_new (FALSE, FALSE, sizeof (Cand));
  if (parse_facts (&fd))
    {
      index_adds (&fd);
      /* The first candidates: each predicate (every fact of the ground
       * task is fluent), with no or one counted argument. */
      for (guint p = 0; p < fd.n_preds; p++)
        {
          guint32 ar = fd.arity[p];
          if (ar == G_MAXUINT32)
            continue;
          for (gint counted = NO_COUNTED; counted < (gint) ar; counted++)
            {
              Cand c = { .n_parts = 1, .k = (guint8) (ar - (counted != NO_COUNTED)) };
              c.parts[0].pred = p;
              c.parts[0].counted = (gint8) counted;
              for (guint j = 0, i = 0; j < ar; j++)
                if ((gint) j != counted)
                  c.parts[0].place[i++] = (guint8) j;
              enqueue (&fd, &c);
            }
        }
      for (guint next = 0; next < fd.queue->len; next++)
        {
          if (next % 64 == 0 && stop != NULL && g_atomic_int_get (stop) != 0)
            {
              stopped = TRUE;
              break;
            }
          if (next == MAX_CANDIDATES)
            {
              m->truncated = TRUE;
              break;
            }
          Cand c = g_array_index (fd.queue, Cand, next);
          m->n_candidates++;
          if (check (&fd, &c))
            instantiate (&fd, &c, known, groups);
        }
    }
  m->group_start = g_new (guint32, 1);
  m->group_start[0] = 0;
  GArray *gf = g_array_new (FALSE, FALSE, sizeof (guint32));
  for (guint i = 0; i < groups->len;)
    {
      guint32 n = g_array_index (groups, guint32, i);
      g_array_append_vals (gf, &g_array_index (groups, guint32, i + 1), n);
      m->n_groups++;
      m->group_start = g_renew (guint32, m->group_start, m->n_groups + 1);
      m->group_start[m->n_groups] = gf->len;
      i += n + 1;
    }
  m->group_facts = (guint32 *) g_array_free (gf, FALSE);
  g_array_unref (groups);
  g_hash_table_unref (fd.seen);
  g_array_unref (fd.queue);
  g_free (fd.arg_start);
  g_free (fd.args);
  g_free (fd.arity);
  g_free (fd.occ_start);
  g_free (fd.occ);
  if (stopped)
    {
      qd_strips_mutex_free (m);
      return NULL;
    }
  choose_vars (m, strips);
  return m;
}

void
qd_strips_mutex_free (QdStripsMutex *m)
{
  if (m == NULL)
    return;
  g_free (m->group_start);
  g_free (m->group_facts);
  g_free (m->var_start);
  g_free (m->var_facts);
  g_free (m->var_of_fact);
  g_free (m->value_of_fact);
  g_free (m);
}
