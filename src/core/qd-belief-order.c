/* qd-belief-order.c — elimination orders (qd-belief.h): the four textbook
 * heuristics on the induced graph (Koller & Friedman §9.4.3.2), and the cost
 * of any order.
 *
 * The graph starts as the moral graph of the present chance and decision
 * nodes (a family joined pairwise; a decision's family is itself alone, as
 * its table is 1 / card whatever its information parents show).  With
 * evidence, the observed nodes are not vertices but their tables still join
 * their present parents (qd_belief_order_tables).  Each
 * elimination joins the variable's neighbours pairwise (fill-in) and takes
 * it out; the factor it makes holds the variable and its neighbours.
 * Neighbours are kept as sorted arrays; after an elimination only the
 * neighbours' scores change (for the fill scores, their neighbours' too, as
 * a new edge between two of them may be a missing pair no more).  The next
 * variable is the lowest score, the lowest id on ties, taken from a heap of
 * the scores made (an old score of a node is skipped). */
#include "config.h"
#include "qd-belief-private.h"

typedef struct
{
  guint n;
  const guint *card;
  guint **adj;                 /* n sorted neighbour arrays */
  guint *len, *cap;
  gboolean *alive;             /* present and not eliminated */
  gboolean *candidate;         /* to eliminate and not yet eliminated */
  double *score;
  guint *mark;                 /* stamps, for the fill scores and the rescoring */
  guint stamp;
  guint *scratch;              /* n: the eliminated variable's neighbours */
  guint *todo;                 /* n: the nodes to score again */
  const guint32 *tie;          /* n: ties go to the lowest (NULL: the lowest id) */
  guint64 work;                /* neighbours and candidates looked at: what ordering cost */
  struct Scored *heap;         /* the candidates' scores, the lowest first (old ones left behind) */
  guint heap_len, heap_cap;
  guint *version;              /* n: of each node's score, to know the old ones */
  guint *filled;               /* the last elimination's new edges, two ends each */
  guint n_filled, filled_cap;
  guint *common;               /* n: stamps, for the nodes next to both ends of an edge */
  guint common_stamp;
} Induced;

/* A candidate's score when it was made: the next to eliminate is the
 * lowest score, then the lowest tie, then the lowest id. */
typedef struct Scored
{
  double score;
  guint32 tie;
  guint v;
  guint version;
} Scored;

/* Inserts B into A's array (keeping it sorted) unless it is there: TRUE
 * when it was not. */
static gboolean
adj_insert (Induced *g, guint a, guint b)
{
  guint at = g->len[a];

  while (at > 0 && g->adj[a][at - 1] > b)
    at--;
  if (at > 0 && g->adj[a][at - 1] == b)
    return FALSE;
  if (g->len[a] == g->cap[a])
    {
      g->cap[a] = g->cap[a] * 2 + 4;
      g->adj[a] = g_renew (guint, g->adj[a], g->cap[a]);
    }
  memmove (g->adj[a] + at + 1, g->adj[a] + at, (g->len[a] - at) * sizeof (guint));
  g->adj[a][at] = b;
  g->len[a]++;
  return TRUE;
}

static void
adj_remove (Induced *g, guint a, guint b)
{
  for (guint i = 0; i < g->len[a]; i++)
    if (g->adj[a][i] == b)
      {
        memmove (g->adj[a] + i, g->adj[a] + i + 1, (g->len[a] - i - 1) * sizeof (guint));
        g->len[a]--;
        return;
      }
}

static gboolean
edge_add (Induced *g, guint a, guint b)
{
  adj_insert (g, b, a);
  return adj_insert (g, a, b);
}

/* The moral graph of the present nodes: the families of the nodes with
 * TABLES (NULL: the present ones) joined, as far as they are present. */
static void
induced_init (Induced *g, const QdBeliefNet *net, const gboolean *eliminate, const gboolean *present,
              const gboolean *tables)
{
  guint n = net->n_vars;

  g->n = n;
  g->card = net->card;
  g->adj = g_new0 (guint *, n + 1);
  g->len = g_new0 (guint, n + 1);
  g->cap = g_new0 (guint, n + 1);
  g->alive = g_new0 (gboolean, n + 1);
  g->candidate = g_new0 (gboolean, n + 1);
  g->score = g_new0 (double, n + 1);
  g->mark = g_new0 (guint, n + 1);
  g->scratch = g_new (guint, n + 1);
  g->todo = g_new (guint, n + 1);
  g->tie = NULL;
  g->work = 0;
  g->heap = NULL;
  g->heap_len = g->heap_cap = 0;
  g->version = g_new0 (guint, n + 1);
  g->filled = NULL;
  g->n_filled = g->filled_cap = 0;
  g->common = g_new0 (guint, n + 1);
  g->common_stamp = 0;
  for (guint v = 0; v < n; v++)
    g->alive[v] = net->kind[v] != QD_BELIEF_UTILITY && (present == NULL || present[v]);
  for (guint v = 0; v < n; v++)
    {
      g->candidate[v] = g->alive[v] && eliminate[v];
      if (tables != NULL ? !tables[v] || net->kind[v] == QD_BELIEF_UTILITY : !g->alive[v])
        continue;
      const guint *pa = net->parents + net->parent_start[v];
      guint np = qd_belief_n_family_parents (net, v);
      for (guint i = 0; i < np; i++)
        if (g->alive[pa[i]])
          {
            if (g->alive[v])
              edge_add (g, pa[i], v);
            for (guint j = i + 1; j < np; j++)
              if (g->alive[pa[j]])
                edge_add (g, pa[i], pa[j]);
          }
    }
}

static void
induced_clear (Induced *g)
{
  for (guint v = 0; v < g->n; v++)
    g_free (g->adj[v]);
  g_free (g->adj);
  g_free (g->len);
  g_free (g->cap);
  g_free (g->alive);
  g_free (g->candidate);
  g_free (g->score);
  g_free (g->mark);
  g_free (g->scratch);
  g_free (g->todo);
  g_free (g->heap);
  g_free (g->version);
  g_free (g->filled);
  g_free (g->common);
}

static gboolean
scored_before (const Scored *a, const Scored *b)
{
  if (a->score != b->score)
    return a->score < b->score;
  return a->tie != b->tie ? a->tie < b->tie : a->v < b->v;
}

/* V's score is S: into the heap, its older ones left to be skipped. */
static void
set_score (Induced *g, guint v, double s)
{
  Scored e = { s, g->tie != NULL ? g->tie[v] : 0, v, ++g->version[v] };
  guint at = g->heap_len++;

  g->score[v] = s;
  if (g->heap_len > g->heap_cap)
    {
      g->heap_cap = g->heap_cap * 2 + 64;
      g->heap = g_renew (Scored, g->heap, g->heap_cap);
    }
  while (at > 0 && scored_before (&e, &g->heap[(at - 1) / 2]))
    {
      g->heap[at] = g->heap[(at - 1) / 2];
      at = (at - 1) / 2;
    }
  g->heap[at] = e;
}

/* Takes the heap's lowest entry out into *TOP. */
static void
heap_pop (Induced *g, Scored *top)
{
  Scored last = g->heap[--g->heap_len];
  guint at = 0;

  *top = g->heap[0];
  for (;;)
    {
      guint child = 2 * at + 1;
      if (child >= g->heap_len)
        break;
      if (child + 1 < g->heap_len && scored_before (&g->heap[child + 1], &g->heap[child]))
        child++;
      if (!scored_before (&g->heap[child], &last))
        break;
      g->heap[at] = g->heap[child];
      at = child;
    }
  if (g->heap_len > 0)
    g->heap[at] = last;
}

/* Edges among V's neighbours, counted once, and Σ card(a)·card(b) over them. */
static guint
neighbour_edges (Induced *g, guint v, double *weight)
{
  guint edges = 0;

  g->stamp++;
  for (guint i = 0; i < g->len[v]; i++)
    g->mark[g->adj[v][i]] = g->stamp;
  *weight = 0;
  for (guint i = 0; i < g->len[v]; i++)
    {
      guint a = g->adj[v][i];
      g->work += g->len[a];
      /* each edge once, from its lower end: A's neighbours past A, the last
       * of its sorted array (the weight a sum of whole numbers, exact in
       * any order) */
      for (guint j = g->len[a]; j-- > 0 && g->adj[a][j] > a;)
        {
          guint b = g->adj[a][j];
          if (g->mark[b] == g->stamp)
            edges++, *weight += (double) g->card[a] * g->card[b];
        }
    }
  return edges;
}

static double
score (Induced *g, guint v, QdBeliefOrderHeuristic heuristic)
{
  guint d = g->len[v];

  if (heuristic == QD_BELIEF_ORDER_MIN_DEGREE)
    return d;
  if (heuristic == QD_BELIEF_ORDER_MIN_WEIGHT)
    {
      double w = g->card[v];
      for (guint i = 0; i < d; i++)
        w *= g->card[g->adj[v][i]];
      return w;
    }

  double sum = 0, squares = 0, existing;
  guint edges = neighbour_edges (g, v, &existing);

  if (heuristic == QD_BELIEF_ORDER_MIN_FILL)
    return (double) d * (d - 1) / 2 - edges;
  for (guint i = 0; i < d; i++)
    {
      double c = g->card[g->adj[v][i]];
      sum += c, squares += c * c;
    }
  return (sum * sum - squares) / 2 - existing;
}

/* Eliminates V: its cost counted, its neighbours joined, V taken out.
 * Leaves the neighbours in g->scratch and returns how many. */
static guint
eliminate_one (Induced *g, guint v, QdBeliefOrderCost *cost)
{
  guint d = g->len[v];
  double size = g->card[v];

  if (d > 0)
    memcpy (g->scratch, g->adj[v], d * sizeof (guint));
  for (guint i = 0; i < d; i++)
    size *= g->card[g->scratch[i]];
  if (d > cost->width)
    cost->width = d;
  if (size > cost->largest)
    cost->largest = size, cost->largest_var = v;
  cost->total += size;
  g->n_filled = 0;
  for (guint i = 0; i < d; i++)
    {
      adj_remove (g, g->scratch[i], v);
      for (guint j = i + 1; j < d; j++)
        if (edge_add (g, g->scratch[i], g->scratch[j]))
          {
            if (g->n_filled + 2 > g->filled_cap)
              {
                g->filled_cap = g->filled_cap * 2 + 16;
                g->filled = g_renew (guint, g->filled, g->filled_cap);
              }
            g->filled[g->n_filled++] = g->scratch[i];
            g->filled[g->n_filled++] = g->scratch[j];
          }
    }
  g->len[v] = 0;
  g->alive[v] = FALSE;
  g->candidate[v] = FALSE;
  return d;
}

static void
rescore_one (Induced *g, guint u, QdBeliefOrderHeuristic heuristic)
{
  if (g->candidate[u] && g->mark[u] != g->stamp)
    {
      g->mark[u] = g->stamp;
      set_score (g, u, score (g, u, heuristic));
    }
}

/* Adds U to g->todo unless there already (the stamp g->stamp). */
static inline void
todo_add (Induced *g, guint u, guint *n_todo)
{
  if (g->candidate[u] && g->mark[u] != g->stamp)
    {
      g->mark[u] = g->stamp;
      g->todo[(*n_todo)++] = u;
    }
}

/* The nodes whose fill score an elimination may have changed: its
 * neighbours g->scratch[0 … d) (they lost it and gained edges), and the
 * nodes next to both ends of an edge it added (a pair they missed is
 * joined), or when it added many, every neighbour of its neighbours. */
static guint
fill_todo (Induced *g, guint d)
{
  guint n_todo = 0;

  g->stamp++;
  if (g->n_filled / 2 > d)
    {
      for (guint i = 0; i < d; i++)
        for (guint j = 0; j <= g->len[g->scratch[i]]; j++)
          todo_add (g, j == 0 ? g->scratch[i] : g->adj[g->scratch[i]][j - 1], &n_todo);
      return n_todo;
    }
  for (guint i = 0; i < d; i++)
    todo_add (g, g->scratch[i], &n_todo);
  for (guint e = 0; e < g->n_filled; e += 2)
    {
      guint a = g->filled[e], b = g->filled[e + 1];
      g->common_stamp++;
      for (guint j = 0; j < g->len[b]; j++)
        g->common[g->adj[b][j]] = g->common_stamp;
      for (guint j = 0; j < g->len[a]; j++)
        if (g->common[g->adj[a][j]] == g->common_stamp)
          todo_add (g, g->adj[a][j], &n_todo);
      g->work += g->len[a] + g->len[b];
    }
  return n_todo;
}

/* After an elimination whose neighbours are g->scratch[0 … d). */
static void
rescore (Induced *g, guint d, QdBeliefOrderHeuristic heuristic)
{
  gboolean fill = heuristic == QD_BELIEF_ORDER_MIN_FILL || heuristic == QD_BELIEF_ORDER_WEIGHTED_MIN_FILL;
  guint n_todo;

  if (!fill)
    {
      g->stamp++;
      for (guint i = 0; i < d; i++)
        rescore_one (g, g->scratch[i], heuristic);
      return;
    }
  /* score () uses the stamps: first gather the nodes, then score them */
  n_todo = fill_todo (g, d);
  for (guint i = 0; i < n_todo; i++)
    set_score (g, g->todo[i], score (g, g->todo[i], heuristic));
}

static guint
pick (Induced *g)
{
  Scored top;

  while (g->heap_len > 0)
    {
      heap_pop (g, &top);
      g->work++;
      if (g->candidate[top.v] && top.version == g->version[top.v])
        return top.v;
    }
  return G_MAXUINT;
}

/* GIVEN: every candidate once, nothing else. */
static gboolean
given_valid (const Induced *g, const guint *order, guint n_given)
{
  g_autofree gboolean *seen = g_new0 (gboolean, g->n + 1);
  guint n_candidates = 0;

  for (guint v = 0; v < g->n; v++)
    n_candidates += g->candidate[v] ? 1 : 0;
  if (n_given != n_candidates)
    return FALSE;
  for (guint i = 0; i < n_given; i++)
    {
      if (order[i] >= g->n || !g->candidate[order[i]] || seen[order[i]])
        return FALSE;
      seen[order[i]] = TRUE;
    }
  return TRUE;
}

gint
qd_belief_order (const QdBeliefNet *net, const gboolean *eliminate, const gboolean *present,
                 QdBeliefOrderHeuristic heuristic, guint *order, guint n_given, QdBeliefOrderCost *cost)
{
  return qd_belief_order_tables (net, eliminate, present, NULL, heuristic, order, n_given, cost);
}

/* HEURISTIC's order on G, ties to the lowest g->tie; its length, or 0 as
 * soon as the entries in all pass BOUND (0: none). */
static guint
order_greedy (Induced *g, QdBeliefOrderHeuristic heuristic, guint *order, QdBeliefOrderCost *counted,
              double bound)
{
  guint k = 0;

  for (guint v = 0; v < g->n; v++)
    if (g->candidate[v])
      set_score (g, v, score (g, v, heuristic));
  for (guint v; (v = pick (g)) != G_MAXUINT; k++)
    {
      if (bound > 0 && counted->total > bound)
        return 0;
      order[k] = v;
      rescore (g, eliminate_one (g, v, counted), heuristic);
    }
  return k;
}

gint
qd_belief_order_tables (const QdBeliefNet *net, const gboolean *eliminate, const gboolean *present,
                        const gboolean *tables, QdBeliefOrderHeuristic heuristic, guint *order, guint n_given,
                        QdBeliefOrderCost *cost)
{
  QdBeliefOrderCost counted = { .largest_var = G_MAXUINT };
  Induced g;
  guint k = 0;

  induced_init (&g, net, eliminate, present, tables);
  if (heuristic == QD_BELIEF_ORDER_GIVEN)
    {
      if (!given_valid (&g, order, n_given))
        {
          induced_clear (&g);
          return -1;
        }
      for (; k < n_given; k++)
        eliminate_one (&g, order[k], &counted);
    }
  else
    k = order_greedy (&g, heuristic, order, &counted, 0);
  induced_clear (&g);
  if (cost != NULL)
    *cost = counted;
  return (gint) k;
}

/* Worth trying the other heuristics past this many entries in all: below,
 * ordering again would cost more than it could save (4·10^6 entries take
 * about 2 ms since the steps of two factors are matrix products, 1·10^6
 * before; an order of link's 724 nodes 0.2 to 1 ms).  Barley's bench
 * queries: 1.29·10^7 entries in all instead of 1.19·10^7, for far fewer
 * orders made. */
#define CHEAPEST_FROM 4e6

/* Whether order cost A is better than B: one within LIMIT first, then the
 * fewer entries in all, then the smaller largest factor. */
static gboolean
cheaper (const QdBeliefOrderCost *a, const QdBeliefOrderCost *b, double limit)
{
  if ((a->largest <= limit) != (b->largest <= limit))
    return a->largest <= limit;
  if (a->largest > limit)
    return a->largest < b->largest;
  return a->total < b->total || (a->total == b->total && a->largest < b->largest);
}

/* Searching for a cheaper order is worth it past this many entries in all,
 * and may look at SEARCH_SHARE neighbours per entry the best order so far
 * makes (on link, one costs about twenty entries of a product since the
 * steps of two factors are matrix products, ten before: a search of up to
 * a third of the elimination's time, which it saves several times over:
 * link's bench query 13, 2·10^7 entries with min-fill, 7.7·10^6 after
 * 10 ms; munin1's query 11, 1.1·10^8, 6.7·10^7 after 35 ms; half this
 * share finds the same orders on link's, munin1's and barley's bench
 * queries, a third of it orders 8 % dearer on link's), stopping
 * after SEARCH_PATIENCE orders in a row found nothing cheaper, at most
 * SEARCH_ROUNDS orders. */
#define SEARCH_FROM 4e6
#define SEARCH_SHARE 0.015
#define SEARCH_ROUNDS 200
#define SEARCH_PATIENCE 8u

/* The next of a fixed sequence (xorshift32): the search is the same at each
 * run, so the same query gets the same order and the same answer's bits. */
static guint32
next_random (guint32 *state)
{
  guint32 x = *state;

  x ^= x << 13;
  x ^= x >> 17;
  x ^= x << 5;
  return *state = x;
}

/* Min-fill's orders again with ties broken at random (its score ties
 * often: many variables add no edge; weighted min-fill's seldom does, and
 * its orders came out the same), kept when cheaper than ORDER (COST): each
 * order is dropped once it passes the best one's entries. */
void
qd_belief_order_search (const QdBeliefNet *net, const gboolean *eliminate, const gboolean *present,
                        const gboolean *tables, guint64 limit, const gint *stop, guint *order, gint *n_order,
                        QdBeliefOrderCost *cost)
{
  guint n = net->n_vars;
  g_autofree guint32 *tie = g_new (guint32, n + 1);
  g_autofree guint *other = g_new (guint, n + 1);
  guint32 state = 2463534242u;
  guint64 spent = 0;

  if (cost->total < SEARCH_FROM || cost->largest > (double) limit)
    return;
  for (guint round = 0, idle = 0; round < SEARCH_ROUNDS && idle < SEARCH_PATIENCE
                                  && (double) spent < cost->total * SEARCH_SHARE
                                  && (stop == NULL || !g_atomic_int_get (stop)); round++, idle++)
    {
      QdBeliefOrderCost c = { .largest_var = G_MAXUINT };
      Induced g;
      guint k;

      for (guint v = 0; v < n; v++)
        tie[v] = next_random (&state);
      induced_init (&g, net, eliminate, present, tables);
      g.tie = tie;
      k = order_greedy (&g, QD_BELIEF_ORDER_MIN_FILL, other, &c, cost->total);
      spent += g.work + n;
      induced_clear (&g);
      if (k == 0 || !cheaper (&c, cost, (double) limit))
        continue;
      *cost = c;
      *n_order = (gint) k;
      memcpy (order, other, k * sizeof (guint));
      idle = 0;
    }
}

QdBeliefOrderHeuristic
qd_belief_order_cheapest (const QdBeliefNet *net, const gboolean *eliminate, const gboolean *present,
                          const gboolean *tables, QdBeliefOrderHeuristic first, guint64 limit, guint *order,
                          gint *n_order, QdBeliefOrderCost *cost)
{
  static const QdBeliefOrderHeuristic all[] = { QD_BELIEF_ORDER_WEIGHTED_MIN_FILL, QD_BELIEF_ORDER_MIN_FILL,
                                                QD_BELIEF_ORDER_MIN_WEIGHT, QD_BELIEF_ORDER_MIN_DEGREE };
  QdBeliefOrderHeuristic best = first;
  g_autofree guint *other = NULL;

  *n_order = qd_belief_order_tables (net, eliminate, present, tables, first, order, 0, cost);
  if (cost->total <= CHEAPEST_FROM && cost->largest <= (double) limit)
    return first;
  other = g_new (guint, net->n_vars + 1);
  for (guint i = 0; i < G_N_ELEMENTS (all); i++)
    {
      QdBeliefOrderCost c;
      gint n;

      if (all[i] == first)
        continue;
      n = qd_belief_order_tables (net, eliminate, present, tables, all[i], other, 0, &c);
      if (!cheaper (&c, cost, (double) limit))
        continue;
      best = all[i];
      *cost = c;
      *n_order = n;
      memcpy (order, other, (gsize) n * sizeof (guint));
    }
  return best;
}
