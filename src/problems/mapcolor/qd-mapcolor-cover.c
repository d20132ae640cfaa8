/* qd-mapcolor-cover.c — the cliques of K regions of a graph coloured with
 * K colours, and what they give the complete search.
 *
 * In a K-colouring a clique of K regions uses every colour exactly once:
 * the pigeonhole principle.  Forward checking on the borders alone sees
 * only half of it (two regions of a clique never share a colour); the
 * other half, that each colour must go to some region of the clique, is
 * what makes Latin-square-like graphs (the queens graphs: rows and
 * columns are cliques of N) hard for it.  A propagator over the cliques
 * adds it: a colour no region of a clique can take any more is a
 * failure, a colour only one region can take is that region's (a
 * "hidden single", as sudoku players say), a region down to one colour
 * takes it from the others of its cliques.
 *
 * The cliques are found greedily, one per border not yet inside a clique
 * found before: from the border's two regions the clique grows by the
 * common neighbour with the most neighbours among the candidates left,
 * and is dropped as soon as it cannot reach K.  Not every K-clique (their
 * number can be exponential) but on the queens graphs every row, column
 * and long diagonal, and on Leighton's graphs the planted ones.
 */
#include "qd-mapcolor-cover.h"

#include <stdlib.h>
#include <string.h>

#define DEFAULT_MAX_WORK (20u * 1000 * 1000)

static gint
compare_guint (gconstpointer a, gconstpointer b)
{
  guint x = *(const guint *) a, y = *(const guint *) b;

  return x < y ? -1 : x > y;
}

/* The position of u in v's sorted row of neighbours (u is one). */
static guint
slot_of (const QdMap *map, guint v, guint u)
{
  const guint *row = map->adjacency + map->offsets[v];
  const guint *at = bsearch (&u, row, qd_map_degree (map, v), sizeof (guint), compare_guint);

  g_assert (at != NULL);
  return (guint) (at - map->adjacency);
}

typedef struct {
  const QdMap *map;
  guint *mark;        /* per region: gen when in the current set */
  guint gen;
  guint64 work;
} Marks;

static guint
next_gen (Marks *m)
{
  if (++m->gen == 0)
    {
      memset (m->mark, 0, sizeof (guint) * m->map->n_regions);
      m->gen = 1;
    }
  return m->gen;
}

/* Grows a clique from the border (v, u) into `clique` (2 regions and on);
 * returns its size, or 0 once it cannot reach k.  `cand` has room for
 * the degree of v. */
static guint
grow (Marks *m, guint v, guint u, guint k, guint *clique, guint *cand)
{
  const QdMap *map = m->map;
  guint n_clique = 2, n_cand = 0, gen = next_gen (m);

  clique[0] = v;
  clique[1] = u;
  for (guint i = map->offsets[v]; i < map->offsets[v + 1]; i++)
    m->mark[map->adjacency[i]] = gen;
  for (guint i = map->offsets[u]; i < map->offsets[u + 1]; i++)
    if (m->mark[map->adjacency[i]] == gen)
      cand[n_cand++] = map->adjacency[i];
  m->work += qd_map_degree (map, v) + qd_map_degree (map, u);
  while (n_cand > 0 && n_clique + n_cand >= k)
    {
      guint pick = 0, pick_links = 0, kept = 0, w;

      gen = next_gen (m);
      for (guint i = 0; i < n_cand; i++)
        m->mark[cand[i]] = gen;
      for (guint i = 0; i < n_cand; i++)
        {
          guint x = cand[i], links = 0;

          for (guint j = map->offsets[x]; j < map->offsets[x + 1]; j++)
            links += m->mark[map->adjacency[j]] == gen;
          m->work += qd_map_degree (map, x);
          if (i == 0 || links > pick_links)
            {
              pick = i;
              pick_links = links;
            }
        }
      w = cand[pick];
      clique[n_clique++] = w;
      gen = next_gen (m);
      for (guint j = map->offsets[w]; j < map->offsets[w + 1]; j++)
        m->mark[map->adjacency[j]] = gen;
      m->work += qd_map_degree (map, w) + n_cand;
      for (guint i = 0; i < n_cand; i++)
        if (m->mark[cand[i]] == gen)
          cand[kept++] = cand[i];
      n_cand = kept;
    }
  return n_clique >= k ? n_clique : 0;
}

guint *
qd_mapcolor_k_cliques (const QdMap *map, guint k, guint64 max_work, guint *n_cliques,
                       gboolean *larger, guint64 *checks)
{
  guint n = map->n_regions, max_degree = 0;
  g_autofree guint8 *covered = NULL;
  g_autofree guint *mark = g_new0 (guint, n + 1);
  g_autofree guint *clique = NULL;
  g_autofree guint *cand = NULL;
  GArray *found = g_array_new (FALSE, FALSE, sizeof (guint));
  Marks m = { map, mark, 0, 0 };

  g_return_val_if_fail (map != NULL && n_cliques != NULL, NULL);
  if (max_work == 0)
    max_work = DEFAULT_MAX_WORK;
  if (larger != NULL)
    *larger = FALSE;
  for (guint r = 0; r < n; r++)
    max_degree = MAX (max_degree, qd_map_degree (map, r));
  clique = g_new (guint, max_degree + 2);
  cand = g_new (guint, max_degree + 1);
  covered = g_new0 (guint8, map->offsets[n] + 1);

  for (guint v = 0; k >= 2 && v < n && m.work < max_work; v++)
    {
      /* A region of fewer than k - 1 neighbours is in no k-clique. */
      if (qd_map_degree (map, v) + 1 < k)
        continue;
      for (guint i = map->offsets[v]; i < map->offsets[v + 1] && m.work < max_work; i++)
        {
          guint u = map->adjacency[i], size;

          if (u < v || covered[i] || qd_map_degree (map, u) + 1 < k)
            continue;
          size = grow (&m, v, u, k, clique, cand);
          if (size > k && larger != NULL)
            *larger = TRUE;
          if (size != k)
            continue;
          qsort (clique, k, sizeof (guint), compare_guint);
          g_array_append_vals (found, clique, k);
          /* Its borders: no later border inside it starts the same clique. */
          for (guint a = 0; a < k; a++)
            for (guint b = a + 1; b < k; b++)
              {
                covered[slot_of (map, clique[a], clique[b])] = 1;
                covered[slot_of (map, clique[b], clique[a])] = 1;
              }
          m.work += (guint64) k * k;
        }
    }
  if (checks != NULL)
    *checks += m.work;
  *n_cliques = k >= 1 ? found->len / k : 0;
  return (guint *) g_array_free (found, FALSE);
}

/* ------------------------------------------------------------ propagator */

/* One per clique: its k variables.  A propagator per clique rather than one
 * over them all: forward checking then runs only the cliques of the region
 * just coloured (a clique whose regions merely lost a colour waits for one
 * of them to be coloured), but the engine's MRV + degree bookkeeping visits
 * a propagator's whole scope at each assignment, and one scope of every
 * clique made each assignment of le450_15c some eight times slower. */
typedef struct {
  guint k;
  guint vars[];
} Pigeonhole;

/* Complete assignments: every colour once (the regions of a clique all
 * differ by the borders, so k distinct colours among k regions). */
static gboolean
pigeonhole_check (gconstpointer data, const gint *values)
{
  const Pigeonhole *p = data;
  guint64 seen = 0;

  for (guint i = 0; i < p->k; i++)
    {
      gint value = values[p->vars[i]];

      if (value == QD_CSP_UNASSIGNED)
        return TRUE;
      if (value < 0 || value >= 64 || (seen & (G_GUINT64_CONSTANT (1) << value)) != 0)
        return FALSE;
      seen |= G_GUINT64_CONSTANT (1) << value;
    }
  return TRUE;
}

/* One pass over the clique: FALSE on a failure, *changed when a domain
 * shrank. */
static gboolean
pigeonhole_pass (QdCspSolver *solver, const Pigeonhole *p, guint64 *words, gboolean *changed)
{
  guint k = p->k;
  guint64 full = k >= 64 ? G_MAXUINT64 : (G_GUINT64_CONSTANT (1) << k) - 1;
  guint64 once = 0, many = 0, fixed = 0;

  qd_csp_solver_domain_words (solver, p->vars, k, words);
  qd_csp_solver_count_check (solver, k);
  for (guint i = 0; i < k; i++)
    {
      many |= once & words[i];
      once |= words[i];
      if ((words[i] & (words[i] - 1)) == 0)
        {
          /* Two regions down to one colour, the same. */
          if ((fixed & words[i]) != 0)
            return FALSE;
          fixed |= words[i];
        }
    }
  /* A colour no region can take any more. */
  if ((once & full) != full)
    return FALSE;
  once &= ~many;   /* the colours only one region can take */
  for (guint i = 0; i < k; i++)
    {
      guint64 keep = words[i];

      if ((keep & (keep - 1)) == 0)
        continue;
      keep &= ~fixed;
      if ((keep & once) != 0)
        {
          keep &= once;
          /* Two colours only this region can take: one goes without. */
          if ((keep & (keep - 1)) != 0)
            return FALSE;
        }
      if (keep != words[i])
        {
          *changed = TRUE;
          if (!qd_csp_solver_restrict_word (solver, p->vars[i], keep))
            return FALSE;
        }
    }
  return TRUE;
}

/* To the clique's fixpoint: a hidden single taken may leave another. */
static gboolean
pigeonhole_propagate (QdCspSolver *solver, gpointer data)
{
  const Pigeonhole *p = data;
  guint64 words[64];
  gboolean changed = TRUE;

  while (changed)
    {
      changed = FALSE;
      if (!pigeonhole_pass (solver, p, words, &changed))
        return FALSE;
    }
  return TRUE;
}

static const QdCspPropagatorClass pigeonhole_class = {
  .name = "pigeonhole",
  .propagate = pigeonhole_propagate,
  .check = pigeonhole_check,
  .free = g_free,
  .idempotent = TRUE,
  .late = FALSE,
};

guint
qd_mapcolor_add_pigeonhole (QdCsp *csp, guint k, const guint *cliques, guint n_cliques)
{
  guint n = qd_csp_n_variables (csp);

  g_return_val_if_fail (csp != NULL && (cliques != NULL || n_cliques == 0), 0);
  if (k < 2 || k > 64)
    return 0;
  for (gsize i = 0; i < (gsize) n_cliques * k; i++)
    g_return_val_if_fail (cliques[i] < n && qd_csp_domain_size (csp, cliques[i]) == k, 0);
  for (guint q = 0; q < n_cliques; q++)
    {
      Pigeonhole *p = g_malloc (sizeof (Pigeonhole) + sizeof (guint) * k);

      p->k = k;
      memcpy (p->vars, cliques + (gsize) q * k, sizeof (guint) * k);
      qd_csp_add_propagator (csp, &pigeonhole_class, p, p->vars, k, NULL);
    }
  return n_cliques;
}

/* ------------------------------------------------------------- partition */

gboolean
qd_mapcolor_clique_partition (const QdMap *map, guint k, const guint *cliques, guint n_cliques,
                              guint *parts, guint *n_parts)
{
  guint n = map->n_regions, taken = 0, covered = 0;
  g_autofree guint8 *used = g_new0 (guint8, n + 1);

  for (guint q = 0; q < n_cliques && covered < n; q++)
    {
      const guint *c = cliques + (gsize) q * k;
      gboolean free = TRUE;

      for (guint i = 0; i < k && free; i++)
        free = !used[c[i]];
      if (!free)
        continue;
      for (guint i = 0; i < k; i++)
        used[c[i]] = 1;
      if (parts != NULL)
        parts[taken] = q;
      taken++;
      covered += k;
    }
  if (n_parts != NULL)
    *n_parts = taken;
  return n > 0 && covered == n;
}
