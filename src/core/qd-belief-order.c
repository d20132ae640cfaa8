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
 *
 * The vertices are the present nodes numbered in the order of their ids,
 * and each one's neighbours a row of bits over them: joining the
 * neighbours is an OR of rows, the edges among them the bits two rows
 * share (a query's few hundred vertices are a few words a row).  After an
 * elimination only the neighbours' scores change (for the fill scores,
 * also those of the vertices next to both ends of a new edge, as a pair
 * they missed is joined).  The next variable is the lowest score, the
 * lowest id on ties, taken from a heap of the scores made (an old score of
 * a vertex is skipped). */
#include "config.h"
#include "qd-belief-private.h"

/* A row's word: 64 vertices' bits. */
typedef guint64 Row;
#define ROW_BITS 64

typedef struct
{
  guint n;                     /* vertices: the present nodes, in id order */
  guint words;                 /* of a row */
  guint *id;                   /* n: a vertex's node */
  guint *vertex;               /* n_vars: a node's vertex (G_MAXUINT: none) */
  guint *card;                 /* n */
  Row *adj;                    /* n rows: the neighbours */
  guint *len;                  /* n: how many */
  gboolean *candidate;         /* n: to eliminate and not yet eliminated */
  guint *scratch;              /* n: the eliminated vertex's neighbours */
  Row *todo;                   /* a row: the vertices to score again */
  const guint32 *tie;          /* n_vars, by node: ties go to the lowest (NULL: the lowest id) */
  guint64 work;                /* row words and candidates looked at: what ordering cost */
  struct Scored *heap;         /* the candidates' scores, the lowest first (old ones left behind) */
  guint heap_len, heap_cap;
  guint *version;              /* n: of each vertex's score, to know the old ones */
  struct Scored *now;          /* n: each candidate's score, for graphs of SCAN_MAX vertices or fewer */
} Induced;

/* Graphs of this many vertices or fewer take the next vertex by a scan of
 * the candidates' scores, not from the heap: on barley's 48, popping the
 * old scores cost as much as scoring. */
#define SCAN_MAX 128

/* A candidate's score when it was made: the next to eliminate is the
 * lowest score, then the lowest tie, then the lowest id. */
typedef struct Scored
{
  double score;
  guint32 tie;
  guint v;
  guint version;
} Scored;

static inline Row *
row_of (const Induced *g, guint v)
{
  return g->adj + (gsize) v * g->words;
}

static inline void
bit_set (Row *row, guint b)
{
  row[b / ROW_BITS] |= (Row) 1 << (b % ROW_BITS);
}

static inline void
bit_clear (Row *row, guint b)
{
  row[b / ROW_BITS] &= ~((Row) 1 << (b % ROW_BITS));
}

/* The vertices of ROW into OUT, ascending: how many. */
static guint
row_list (const Induced *g, const Row *row, guint *out)
{
  guint k = 0;

  for (guint w = 0; w < g->words; w++)
    for (Row bits = row[w]; bits != 0; bits &= bits - 1)
      out[k++] = w * ROW_BITS + (guint) __builtin_ctzll (bits);
  return k;
}

static guint
row_count (const Induced *g, const Row *row)
{
  guint k = 0;

  for (guint w = 0; w < g->words; w++)
    k += (guint) __builtin_popcountll (row[w]);
  return k;
}

static void
edge_add (Induced *g, guint a, guint b)
{
  if (a == b)
    return;
  bit_set (row_of (g, a), b);
  bit_set (row_of (g, b), a);
}

/* The moral graph of the present nodes: the families of the nodes with
 * TABLES (NULL: the present ones) joined, as far as they are present. */
static void
induced_init (Induced *g, const QdBeliefNet *net, const gboolean *eliminate, const gboolean *present,
              const gboolean *tables)
{
  guint n_vars = net->n_vars, n = 0;

  memset (g, 0, sizeof *g);
  g->vertex = g_new (guint, n_vars + 1);
  for (guint v = 0; v < n_vars; v++)
    g->vertex[v] = net->kind[v] != QD_BELIEF_UTILITY && (present == NULL || present[v]) ? n++ : G_MAXUINT;
  g->n = n;
  g->words = MAX (1, (n + ROW_BITS - 1) / ROW_BITS);
  g->id = g_new (guint, n + 1);
  g->card = g_new (guint, n + 1);
  g->adj = g_new0 (Row, (gsize) (n + 1) * g->words);
  g->len = g_new0 (guint, n + 1);
  g->candidate = g_new0 (gboolean, n + 1);
  g->scratch = g_new (guint, n + 1);
  g->todo = g_new0 (Row, g->words);
  g->version = g_new0 (guint, n + 1);
  g->now = g_new (struct Scored, n + 1);
  for (guint v = 0; v < n_vars; v++)
    if (g->vertex[v] != G_MAXUINT)
      {
        g->id[g->vertex[v]] = v;
        g->card[g->vertex[v]] = net->card[v];
        g->candidate[g->vertex[v]] = eliminate[v];
      }
  for (guint v = 0; v < n_vars; v++)
    {
      if (tables != NULL ? !tables[v] || net->kind[v] == QD_BELIEF_UTILITY : g->vertex[v] == G_MAXUINT)
        continue;
      const guint *pa = net->parents + net->parent_start[v];
      guint np = qd_belief_n_family_parents (net, v);
      for (guint i = 0; i < np; i++)
        if (g->vertex[pa[i]] != G_MAXUINT)
          {
            if (g->vertex[v] != G_MAXUINT)
              edge_add (g, g->vertex[pa[i]], g->vertex[v]);
            for (guint j = i + 1; j < np; j++)
              if (g->vertex[pa[j]] != G_MAXUINT)
                edge_add (g, g->vertex[pa[i]], g->vertex[pa[j]]);
          }
    }
  for (guint a = 0; a < n; a++)
    g->len[a] = row_count (g, row_of (g, a));
}

/* G as BASE was made (same nodes, the scores and the work not kept): for
 * another order on the same graph without building it again. */
static void
induced_reset (Induced *g, const Induced *base)
{
  memcpy (g->adj, base->adj, (gsize) base->n * base->words * sizeof (Row));
  memcpy (g->len, base->len, base->n * sizeof (guint));
  memcpy (g->candidate, base->candidate, base->n * sizeof (gboolean));
  g->heap_len = 0;
  g->work = 0;
  g->tie = base->tie;
}

/* A second graph of BASE's size, as BASE. */
static void
induced_init_copy (Induced *g, const Induced *base)
{
  *g = *base;
  g->vertex = NULL;
  g->id = g_memdup2 (base->id, (base->n + 1) * sizeof (guint));
  g->card = g_memdup2 (base->card, (base->n + 1) * sizeof (guint));
  g->adj = g_new (Row, (gsize) (base->n + 1) * base->words);
  g->len = g_new (guint, base->n + 1);
  g->candidate = g_new (gboolean, base->n + 1);
  g->scratch = g_new (guint, base->n + 1);
  g->todo = g_new0 (Row, base->words);
  g->version = g_new0 (guint, base->n + 1);
  g->now = g_new (struct Scored, base->n + 1);
  g->heap = NULL;
  g->heap_cap = 0;
  induced_reset (g, base);
}

static void
induced_clear (Induced *g)
{
  g_free (g->vertex);
  g_free (g->id);
  g_free (g->card);
  g_free (g->adj);
  g_free (g->len);
  g_free (g->candidate);
  g_free (g->scratch);
  g_free (g->todo);
  g_free (g->heap);
  g_free (g->version);
  g_free (g->now);
}

static gboolean
scored_before (const Scored *a, const Scored *b)
{
  if (a->score != b->score)
    return a->score < b->score;
  return a->tie != b->tie ? a->tie < b->tie : a->v < b->v;
}

/* V's score is S: into the heap, its older ones left to be skipped (in a
 * small graph, its score now). */
static void
set_score (Induced *g, guint v, double s)
{
  Scored e = { s, g->tie != NULL ? g->tie[g->id[v]] : 0, v, ++g->version[v] };
  guint at = g->heap_len++;

  if (g->n <= SCAN_MAX)
    {
      g->now[v] = e;
      g->heap_len--;
      return;
    }
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

/* Edges among V's neighbours, counted once, and Σ card(a)·card(b) over
 * them (WEIGHT NULL: not summed): from each neighbour A, the bits its row
 * shares with V's past A (the weight a sum of whole numbers, exact in any
 * order). */
static guint
neighbour_edges (Induced *g, guint v, double *weight)
{
  const Row *nv = row_of (g, v);
  guint edges = 0;

  if (weight != NULL)
    *weight = 0;
  for (guint w = 0; w < g->words; w++)
    for (Row bits = nv[w]; bits != 0; bits &= bits - 1)
      {
        guint a = w * ROW_BITS + (guint) __builtin_ctzll (bits);
        const Row *na = row_of (g, a);
        double cards = 0;

        g->work += g->words - w;
        for (guint x = w; x < g->words; x++)
          {
            Row common = na[x] & nv[x];
            if (x == w)
              common &= ~(((Row) 2 << (a % ROW_BITS)) - 1);   /* past A */
            edges += (guint) __builtin_popcountll (common);
            for (; weight != NULL && common != 0; common &= common - 1)
              cards += g->card[x * ROW_BITS + (guint) __builtin_ctzll (common)];
          }
        if (weight != NULL)
          *weight += g->card[a] * cards;
      }
  return edges;
}

static double
score (Induced *g, guint v, QdBeliefOrderHeuristic heuristic)
{
  guint d = g->len[v];

  if (heuristic == QD_BELIEF_ORDER_MIN_DEGREE)
    return d;

  guint k = row_list (g, row_of (g, v), g->scratch);

  g->work += g->words;
  if (heuristic == QD_BELIEF_ORDER_MIN_WEIGHT)
    {
      double w = g->card[v];
      for (guint i = 0; i < k; i++)
        w *= g->card[g->scratch[i]];
      return w;
    }
  if (heuristic == QD_BELIEF_ORDER_MIN_FILL)
    return (double) d * (d - 1) / 2 - neighbour_edges (g, v, NULL);

  double sum = 0, squares = 0, existing;

  neighbour_edges (g, v, &existing);
  for (guint i = 0; i < k; i++)
    {
      double c = g->card[g->scratch[i]];
      sum += c, squares += c * c;
    }
  return (sum * sum - squares) / 2 - existing;
}

/* Eliminates V: its cost counted, its neighbours joined, V taken out;
 * returns how many neighbours it had.  Leaves in g->todo the vertices
 * whose score may have changed: the neighbours, and with FILL those next
 * to both ends of each new edge (a pair they missed is joined). */
static guint
eliminate_one (Induced *g, guint v, QdBeliefOrderCost *cost, gboolean fill)
{
  Row *nv = row_of (g, v), *todo = g->todo;
  guint d = row_list (g, nv, g->scratch);
  double size = g->card[v];

  for (guint i = 0; i < d; i++)
    size *= g->card[g->scratch[i]];
  if (d > cost->width)
    cost->width = d;
  if (size > cost->largest)
    cost->largest = size, cost->largest_var = g->id[v];
  cost->total += size;
  memcpy (todo, nv, g->words * sizeof (Row));
  for (guint i = 0; i < d; i++)
    {
      guint a = g->scratch[i];
      Row *na = row_of (g, a);

      g->work += g->words;
      for (guint w = 0; w < g->words; w++)
        {
          Row fresh = nv[w] & ~na[w];
          na[w] |= nv[w];
          /* a new edge A–B, from its lower end (B past A, A itself no new
           * neighbour): the vertices next to both ends were so before
           * (only V's neighbours gain edges) */
          if (fill && w >= a / ROW_BITS)
            {
              if (w == a / ROW_BITS)
                fresh &= ~(((Row) 2 << (a % ROW_BITS)) - 1);
              for (; fresh != 0; fresh &= fresh - 1)
                {
                  const Row *nb = row_of (g, w * ROW_BITS + (guint) __builtin_ctzll (fresh));
                  g->work += g->words;
                  for (guint x = 0; x < g->words; x++)
                    todo[x] |= na[x] & nb[x];
                }
            }
        }
      bit_clear (na, a);
      bit_clear (na, v);
      g->len[a] = row_count (g, na);
    }
  memset (nv, 0, g->words * sizeof (Row));
  g->len[v] = 0;
  g->candidate[v] = FALSE;
  return d;
}

/* After an elimination: the scores of g->todo's candidates again. */
static void
rescore (Induced *g, QdBeliefOrderHeuristic heuristic)
{
  for (guint w = 0; w < g->words; w++)
    for (Row bits = g->todo[w]; bits != 0; bits &= bits - 1)
      {
        guint u = w * ROW_BITS + (guint) __builtin_ctzll (bits);
        if (g->candidate[u])
          set_score (g, u, score (g, u, heuristic));
      }
}

static guint
pick (Induced *g)
{
  Scored top;

  if (g->n <= SCAN_MAX)
    {
      guint best = G_MAXUINT;
      g->work++;
      for (guint v = 0; v < g->n; v++)
        if (g->candidate[v] && (best == G_MAXUINT || scored_before (&g->now[v], &g->now[best])))
          best = v;
      return best;
    }
  while (g->heap_len > 0)
    {
      heap_pop (g, &top);
      g->work++;
      if (g->candidate[top.v] && top.version == g->version[top.v])
        return top.v;
    }
  return G_MAXUINT;
}

/* GIVEN (nodes): every candidate once, nothing else. */
static gboolean
given_valid (const Induced *g, const guint *order, guint n_given, guint n_vars)
{
  g_autofree gboolean *seen = g_new0 (gboolean, g->n + 1);
  guint n_candidates = 0;

  for (guint v = 0; v < g->n; v++)
    n_candidates += g->candidate[v] ? 1 : 0;
  if (n_given != n_candidates)
    return FALSE;
  for (guint i = 0; i < n_given; i++)
    {
      guint v = order[i] < n_vars ? g->vertex[order[i]] : G_MAXUINT;
      if (v == G_MAXUINT || !g->candidate[v] || seen[v])
        return FALSE;
      seen[v] = TRUE;
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
  gboolean fill = heuristic == QD_BELIEF_ORDER_MIN_FILL || heuristic == QD_BELIEF_ORDER_WEIGHTED_MIN_FILL;
  guint k = 0;

  for (guint v = 0; v < g->n; v++)
    if (g->candidate[v])
      set_score (g, v, score (g, v, heuristic));
  for (guint v; (v = pick (g)) != G_MAXUINT; k++)
    {
      if (bound > 0 && counted->total > bound)
        return 0;
      order[k] = g->id[v];
      eliminate_one (g, v, counted, fill);
      rescore (g, heuristic);
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
      if (!given_valid (&g, order, n_given, net->n_vars))
        {
          induced_clear (&g);
          return -1;
        }
      for (; k < n_given; k++)
        eliminate_one (&g, g.vertex[order[k]], &counted, FALSE);
    }
  else
    k = order_greedy (&g, heuristic, order, &counted, 0);
  induced_clear (&g);
  if (cost != NULL)
    *cost = counted;
  return (gint) k;
}

/* HEURISTIC's order on G made BASE again, ties to the lowest TIE (may be
 * NULL): its length, or 0 as soon as its entries in all pass BOUND (0:
 * none). */
static guint
order_again (Induced *g, const Induced *base, QdBeliefOrderHeuristic heuristic, const guint32 *tie, guint *order,
             double bound, QdBeliefOrderCost *cost)
{
  *cost = (QdBeliefOrderCost) { .largest_var = G_MAXUINT };
  induced_reset (g, base);
  g->tie = tie;
  return order_greedy (g, heuristic, order, cost, bound);
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
 * and may look at SEARCH_SHARE row words per entry the best order so far
 * makes (the share was set when the work counted the neighbours of
 * sorted arrays looked at, the same orders found since on the bench's
 * queries; on link, one cost about twenty entries of a product since the
 * steps of two factors are matrix products, ten before: a search of up to
 * a third of the elimination's time, which it saves several times over:
 * link's bench query 13, 2·10^7 entries with min-fill, 7.7·10^6 after
 * 10 ms; munin1's query 11, 1.1·10^8, 6.7·10^7 after 35 ms; half this
 * share finds the same orders on link's, munin1's and barley's bench
 * queries, a third of it orders 8 % dearer on link's), at most
 * SEARCH_ROUNDS orders.  The whole share, even after many orders found
 * nothing cheaper: munin1's query 11 found an order of 6.4·10^7 entries
 * whose largest factor is 2.5·10^7, not 6.8·10^7 and 4.8·10^7 (after 8
 * orders in a row found nothing, where it stopped before), searching 9 ms
 * instead of 1 and eliminating in 56 to 190 ms instead of 220 to 520 on a
 * loaded machine (its factors' fresh pages); link's searches were already
 * stopped by the share. */
#define SEARCH_FROM 4e6
#define SEARCH_SHARE 0.015
#define SEARCH_ROUNDS 200

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
  g_autofree guint32 *tie = NULL;
  g_autofree guint *other = NULL;
  guint32 state = 2463534242u;
  guint64 spent = 0;
  Induced base, g;

  if (cost->total < SEARCH_FROM || cost->largest > (double) limit)
    return;
  tie = g_new (guint32, n + 1);
  other = g_new (guint, n + 1);
  induced_init (&base, net, eliminate, present, tables);
  induced_init_copy (&g, &base);
  for (guint round = 0; round < SEARCH_ROUNDS && (double) spent < cost->total * SEARCH_SHARE
                         && (stop == NULL || !g_atomic_int_get (stop)); round++)
    {
      QdBeliefOrderCost c;
      guint k;

      for (guint v = 0; v < n; v++)
        tie[v] = next_random (&state);
      /* each order dropped once it passes the best one's entries */
      k = order_again (&g, &base, QD_BELIEF_ORDER_MIN_FILL, tie, other, cost->total, &c);
      spent += g.work + g.n;
      if (k == 0 || !cheaper (&c, cost, (double) limit))
        continue;
      *cost = c;
      *n_order = (gint) k;
      memcpy (order, other, k * sizeof (guint));
    }
  induced_clear (&g);
  induced_clear (&base);
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
  Induced base, g;

  induced_init (&base, net, eliminate, present, tables);
  induced_init_copy (&g, &base);
  *n_order = (gint) order_again (&g, &base, first, NULL, order, 0, cost);
  if (cost->total > CHEAPEST_FROM || cost->largest > (double) limit)
    other = g_new (guint, net->n_vars + 1);
  for (guint i = 0; other != NULL && i < G_N_ELEMENTS (all); i++)
    {
      QdBeliefOrderCost c;
      guint n;

      if (all[i] == first)
        continue;
      /* an order past the best one's entries (that fits LIMIT) is
       * dropped as soon as it passes them: it could not be chosen */
      n = order_again (&g, &base, all[i], NULL, other, cost->largest <= (double) limit ? cost->total : 0, &c);
      if (!cheaper (&c, cost, (double) limit))
        continue;
      best = all[i];
      *cost = c;
      *n_order = (gint) n;
      memcpy (order, other, (gsize) n * sizeof (guint));
    }
  induced_clear (&g);
  induced_clear (&base);
  return best;
}
