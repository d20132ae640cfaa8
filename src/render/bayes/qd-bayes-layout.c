/* qd-bayes-layout.c — a layered layout for networks without positions
 * (qd-bayes-render.h): each node on the layer of its longest path from a
 * root, arcs spanning several layers given a dummy node on each layer
 * between, the order within layers by barycentre sweeps (down, up, …) kept
 * at the sweep with the fewest crossings, then the nodes evenly spaced; a
 * layer wider than the network is tall folded into staggered rows. */
#include "config.h"
#include "qd-bayes-render-private.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#define GAP_X        28.0   /* between boxes on a row */
#define GAP_LAYER    64.0   /* between layers (the arcs' room) */
#define GAP_ROW      18.0   /* between the folded rows of a layer */
#define SWEEPS       16
#define FOLD_FACTOR  1.6    /* a row holds at most this × √n nodes (at least MIN_ROW) */
#define MIN_ROW      8
#define STRAIGHTEN_PASSES 8

typedef struct {
  guint n_real;               /* nodes 0 … n_real-1 are the network's, the rest dummies */
  GArray *layer;              /* guint per node */
  GArray *up_start, *up;      /* CSR: the nodes one layer up linked to each node */
  GArray *down_start, *down;  /* and one layer down */
  GPtrArray *layers;          /* GArray of guint per layer, in order */
  GArray *pos;                /* double per node: its index within its layer */
} Graph;

/* Each node's layer: the longest path from a root, Kahn's order; a node
 * stuck on a cycle is freed (its arcs from unplaced parents ignored). */
static void
assign_layers (const QdBayesNet *net, guint *layer)
{
  guint n = qd_bayes_net_n_nodes (net);
  g_autofree guint *missing = g_new0 (guint, n);
  g_autofree gboolean *placed = g_new0 (gboolean, n);
  g_autoptr(GArray) ready = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GPtrArray) children = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
  guint done = 0, head = 0;

  for (guint v = 0; v < n; v++)
    g_ptr_array_add (children, g_array_new (FALSE, FALSE, sizeof (guint)));
  for (guint v = 0; v < n; v++)
    {
      const QdBayesNode *node = qd_bayes_net_node (net, v);

      missing[v] = node->n_parents;
      layer[v] = 0;
      for (guint j = 0; j < node->n_parents; j++)
        g_array_append_val (g_ptr_array_index (children, node->parents[j]), v);
      if (missing[v] == 0)
        g_array_append_val (ready, v);
    }
  while (done < n)
    {
      guint v;

      if (head == ready->len)
        {
          /* A cycle: free its first node left. */
          for (v = 0; placed[v] || missing[v] == 0; v++)
            ;
          missing[v] = 0;
          g_array_append_val (ready, v);
        }
      v = g_array_index (ready, guint, head++);
      if (placed[v])
        continue;
      placed[v] = TRUE;
      done++;
      for (guint k = 0; k < ((GArray *) children->pdata[v])->len; k++)
        {
          guint c = g_array_index ((GArray *) children->pdata[v], guint, k);

          if (placed[c])
            continue;
          layer[c] = MAX (layer[c], layer[v] + 1);
          if (missing[c] > 0 && --missing[c] == 0)
            g_array_append_val (ready, c);
        }
    }
}

static guint
add_node (Graph *gr, guint layer)
{
  guint id = gr->layer->len;

  g_array_append_val (gr->layer, layer);
  return id;
}

/* The links between adjacent layers, a chain of dummies for a long arc. */
static GArray *
make_links (const QdBayesNet *net, Graph *gr)
{
  GArray *links = g_array_new (FALSE, FALSE, 2 * sizeof (guint));
  guint n = qd_bayes_net_n_nodes (net);

  for (guint v = 0; v < n; v++)
    {
      const QdBayesNode *node = qd_bayes_net_node (net, v);

      for (guint j = 0; j < node->n_parents; j++)
        {
          guint a = node->parents[j], b = v;
          guint la = g_array_index (gr->layer, guint, a), lb = g_array_index (gr->layer, guint, b);

          if (la == lb)
            continue;
          if (la > lb)
            {
              guint t = a;   /* an arc closing a cycle: linked upwards the same */

              a = b;
              b = t;
              t = la;
              la = lb;
              lb = t;
            }
          for (guint l = la + 1; l <= lb; l++)
            {
              guint next = l == lb ? b : add_node (gr, l);
              guint pair[2] = { a, next };

              g_array_append_val (links, pair);
              a = next;
            }
        }
    }
  return links;
}

/* CSR of the links from one end (up: by the lower node). */
static void
make_csr (const GArray *links, guint n, gboolean up, GArray **start, GArray **out)
{
  g_autofree guint *fill = g_new0 (guint, n + 1);

  *start = g_array_sized_new (FALSE, TRUE, sizeof (guint), n + 1);
  g_array_set_size (*start, n + 1);
  *out = g_array_sized_new (FALSE, FALSE, sizeof (guint), links->len);
  g_array_set_size (*out, links->len);
  for (guint i = 0; i < links->len; i++)
    {
      const guint *pair = &g_array_index (links, guint, 2 * i);

      g_array_index (*start, guint, pair[up ? 1 : 0] + 1)++;
    }
  for (guint v = 0; v < n; v++)
    g_array_index (*start, guint, v + 1) += g_array_index (*start, guint, v);
  for (guint i = 0; i < links->len; i++)
    {
      const guint *pair = &g_array_index (links, guint, 2 * i);
      guint from = pair[up ? 1 : 0], to = pair[up ? 0 : 1];

      g_array_index (*out, guint, g_array_index (*start, guint, from) + fill[from]++) = to;
    }
}

static void
graph_init (Graph *gr, const QdBayesNet *net)
{
  guint n = qd_bayes_net_n_nodes (net), n_layers = 0;
  g_autoptr(GArray) links = NULL;

  memset (gr, 0, sizeof *gr);
  gr->n_real = n;
  gr->layer = g_array_sized_new (FALSE, FALSE, sizeof (guint), n);
  g_array_set_size (gr->layer, n);
  assign_layers (net, (guint *) (gpointer) gr->layer->data);
  links = make_links (net, gr);
  make_csr (links, gr->layer->len, TRUE, &gr->up_start, &gr->up);
  make_csr (links, gr->layer->len, FALSE, &gr->down_start, &gr->down);
  for (guint v = 0; v < gr->layer->len; v++)
    n_layers = MAX (n_layers, g_array_index (gr->layer, guint, v) + 1);
  gr->layers = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
  for (guint l = 0; l < n_layers; l++)
    g_ptr_array_add (gr->layers, g_array_new (FALSE, FALSE, sizeof (guint)));
  /* The first order: the nodes as the file gives them, dummies after. */
  for (guint v = 0; v < gr->layer->len; v++)
    g_array_append_val (g_ptr_array_index (gr->layers, g_array_index (gr->layer, guint, v)), v);
  gr->pos = g_array_sized_new (FALSE, TRUE, sizeof (double), gr->layer->len);
  g_array_set_size (gr->pos, gr->layer->len);
}

static void
graph_clear (Graph *gr)
{
  g_array_unref (gr->layer);
  g_array_unref (gr->up_start);
  g_array_unref (gr->up);
  g_array_unref (gr->down_start);
  g_array_unref (gr->down);
  g_ptr_array_unref (gr->layers);
  g_array_unref (gr->pos);
}

static void
number_layer (Graph *gr, const GArray *layer)
{
  for (guint i = 0; i < layer->len; i++)
    g_array_index (gr->pos, double, g_array_index (layer, guint, i)) = i;
}

static gint
by_key (gconstpointer a, gconstpointer b, gpointer data)
{
  const double *keys = data;
  double ka = keys[*(const guint *) a], kb = keys[*(const guint *) b];

  return ka < kb ? -1 : ka > kb ? 1 : 0;
}

/* Reorders LAYER by the mean position of each node's neighbours (up or
 * down); a node without any keeps its place. */
static void
order_layer (Graph *gr, GArray *layer, gboolean up, double *keys)
{
  const GArray *start = up ? gr->up_start : gr->down_start, *adj = up ? gr->up : gr->down;

  for (guint i = 0; i < layer->len; i++)
    {
      guint v = g_array_index (layer, guint, i);
      guint a = g_array_index (start, guint, v), b = g_array_index (start, guint, v + 1);
      double sum = 0;

      for (guint k = a; k < b; k++)
        sum += g_array_index (gr->pos, double, g_array_index (adj, guint, k));
      /* A small tie-break by the old place keeps the sort stable. */
      keys[v] = (b > a ? sum / (b - a) : i) + i * 1e-9;
    }
  g_qsort_with_data (layer->data, layer->len, sizeof (guint), by_key, keys);
  number_layer (gr, layer);
}

/* Crossings between layer l and l + 1: pairs of links whose ends are in
 * opposite orders, counted with a Fenwick tree over the lower positions. */
static guint64
count_crossings (const Graph *gr, guint l, guint *tree, guint width)
{
  const GArray *upper = g_ptr_array_index (gr->layers, l);
  guint64 crossings = 0;
  guint seen = 0;

  memset (tree, 0, (width + 1) * sizeof *tree);
  for (guint i = 0; i < upper->len; i++)
    {
      guint v = g_array_index (upper, guint, i), mark = seen;
      guint a = g_array_index (gr->down_start, guint, v), b = g_array_index (gr->down_start, guint, v + 1);

      /* Links of the same upper node do not cross each other: count
       * against the earlier nodes' only, then add them. */
      for (guint k = a; k < b; k++)
        {
          guint p = (guint) g_array_index (gr->pos, double, g_array_index (gr->down, guint, k)) + 1;
          guint64 below = 0;

          for (guint t = p; t > 0; t -= t & -t)
            below += tree[t];
          crossings += mark - below;
        }
      for (guint k = a; k < b; k++)
        {
          guint p = (guint) g_array_index (gr->pos, double, g_array_index (gr->down, guint, k)) + 1;

          for (guint t = p; t <= width; t += t & -t)
            tree[t]++;
          seen++;
        }
    }
  return crossings;
}

static guint64
total_crossings (const Graph *gr)
{
  guint width = 0;
  guint64 total = 0;
  g_autofree guint *tree = NULL;

  for (guint l = 0; l < gr->layers->len; l++)
    width = MAX (width, ((GArray *) gr->layers->pdata[l])->len);
  tree = g_new (guint, width + 1);
  for (guint l = 0; l + 1 < gr->layers->len; l++)
    total += count_crossings (gr, l, tree, width);
  return total;
}

static void
save_orders (const Graph *gr, GPtrArray *best)
{
  g_ptr_array_set_size (best, 0);
  for (guint l = 0; l < gr->layers->len; l++)
    {
      GArray *layer = g_ptr_array_index (gr->layers, l);

      g_ptr_array_add (best, g_array_copy (layer));
    }
}

/* Barycentre sweeps, keeping the orders of the fewest crossings. */
static guint64
reduce_crossings (Graph *gr)
{
  g_autofree double *keys = g_new (double, gr->layer->len);
  g_autoptr(GPtrArray) best = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
  guint64 least;

  for (guint l = 0; l < gr->layers->len; l++)
    number_layer (gr, g_ptr_array_index (gr->layers, l));
  least = total_crossings (gr);
  save_orders (gr, best);
  for (guint sweep = 0; sweep < SWEEPS && least > 0; sweep++)
    {
      gboolean down = sweep % 2 == 0;
      guint64 crossings;

      for (guint k = 1; k < gr->layers->len; k++)
        {
          guint l = down ? k : gr->layers->len - 1 - k;

          order_layer (gr, g_ptr_array_index (gr->layers, l), down, keys);
        }
      crossings = total_crossings (gr);
      if (crossings < least)
        {
          least = crossings;
          save_orders (gr, best);
        }
    }
  for (guint l = 0; l < gr->layers->len; l++)
    {
      g_array_unref (gr->layers->pdata[l]);
      gr->layers->pdata[l] = g_array_ref (best->pdata[l]);
      number_layer (gr, gr->layers->pdata[l]);
    }
  return least;
}

/* Places the real nodes of each layer evenly, rows centred, a wide layer
 * folded into staggered rows (node i on row i mod rows, so that the
 * order along x stays the sweeps'). */
static void
place (const Graph *gr, QdBayesNet *net, double scale, GPtrArray *out_rows)
{
  guint n = gr->n_real;
  guint per_row = MAX (MIN_ROW, (guint) ceil (FOLD_FACTOR * sqrt ((double) n)));
  double cell = (QD_BAYES_RENDER_NODE_WIDTH + GAP_X) * scale, top = 0;

  for (guint l = 0; l < gr->layers->len; l++)
    {
      const GArray *layer = g_ptr_array_index (gr->layers, l);
      g_autofree double *row_h = NULL;
      guint m = 0, rows, k = 0;

      for (guint i = 0; i < layer->len; i++)
        m += g_array_index (layer, guint, i) < n;
      if (m == 0)
        continue;
      rows = (m + per_row - 1) / per_row;
      row_h = g_new0 (double, rows);
      for (guint r = 0; r < rows; r++)
        g_ptr_array_add (out_rows, g_array_new (FALSE, FALSE, sizeof (guint)));
      for (guint i = 0; i < layer->len; i++)
        {
          guint v = g_array_index (layer, guint, i);
          double w, h;

          if (v >= n)
            continue;
          qd_bayes_geometry_full_size (qd_bayes_net_node (net, v), scale, &w, &h);
          row_h[k % rows] = MAX (row_h[k % rows], h);
          k++;
        }
      k = 0;
      for (guint i = 0; i < layer->len; i++)
        {
          guint v = g_array_index (layer, guint, i);
          QdBayesNode *node;
          double w, h, y = top;
          guint columns = (m + rows - 1) / rows;

          if (v >= n)
            continue;
          node = qd_bayes_net_node (net, v);
          qd_bayes_geometry_full_size (node, scale, &w, &h);
          for (guint r = 0; r < k % rows; r++)
            y += row_h[r] + GAP_ROW * scale;
          /* Staggered: row r's nodes sit r / rows of a cell to the right. */
          node->x = (k / rows + (double) (k % rows) / rows - (columns - 1) / 2.0) * cell;
          node->y = y + h / 2;
          node->has_position = TRUE;
          g_array_append_val (g_ptr_array_index (out_rows, out_rows->len - rows + k % rows), v);
          k++;
        }
      for (guint r = 0; r < rows; r++)
        top += row_h[r] + (r + 1 < rows ? GAP_ROW : GAP_LAYER) * scale;
    }
}

/* The x nearest to WANT (m of them) keeping X[i+1] ≥ X[i] + CELL: with
 * y_i = x_i − i · cell, the best non-decreasing fit of want_i − i · cell
 * (pool adjacent violators: blocks merged while their means go down). */
static void
fit_in_order (const double *want, guint m, double cell, double *x)
{
  g_autofree double *mean = g_new (double, m);
  g_autofree guint *count = g_new (guint, m);
  guint blocks = 0;

  for (guint i = 0; i < m; i++)
    {
      mean[blocks] = want[i] - i * cell;
      count[blocks] = 1;
      blocks++;
      while (blocks > 1 && mean[blocks - 2] > mean[blocks - 1])
        {
          guint c = count[blocks - 2] + count[blocks - 1];

          mean[blocks - 2] = (mean[blocks - 2] * count[blocks - 2] + mean[blocks - 1] * count[blocks - 1]) / c;
          count[blocks - 2] = c;
          blocks--;
        }
    }
  for (guint b = 0, i = 0; b < blocks; b++)
    for (guint k = 0; k < count[b]; k++, i++)
      x[i] = mean[b] + i * cell;
}

/* The mean x of node v's parents and children, or its own x without any. */
static double
wanted_x (const QdBayesNet *net, const GPtrArray *children, guint v)
{
  const QdBayesNode *node = qd_bayes_net_node (net, v);
  const GArray *below = g_ptr_array_index (children, v);
  double sum = 0;

  for (guint j = 0; j < node->n_parents; j++)
    sum += qd_bayes_net_node (net, node->parents[j])->x;
  for (guint k = 0; k < below->len; k++)
    sum += qd_bayes_net_node (net, g_array_index (below, guint, k))->x;
  return node->n_parents + below->len > 0 ? sum / (node->n_parents + below->len) : node->x;
}

/* Rows moved, in order and spaced, towards their neighbours (down, up, …):
 * arcs closer to vertical than with rows merely centred. */
static void
straighten (QdBayesNet *net, const GPtrArray *rows, double cell)
{
  guint n = qd_bayes_net_n_nodes (net), widest = 1;
  g_autoptr(GPtrArray) children = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
  g_autofree double *want = NULL, *x = NULL;

  for (guint v = 0; v < n; v++)
    g_ptr_array_add (children, g_array_new (FALSE, FALSE, sizeof (guint)));
  for (guint v = 0; v < n; v++)
    for (guint j = 0; j < qd_bayes_net_node (net, v)->n_parents; j++)
      g_array_append_val (g_ptr_array_index (children, qd_bayes_net_node (net, v)->parents[j]), v);
  for (guint r = 0; r < rows->len; r++)
    widest = MAX (widest, ((GArray *) rows->pdata[r])->len);
  want = g_new (double, widest);
  x = g_new (double, widest);
  for (guint pass = 0; pass < STRAIGHTEN_PASSES; pass++)
    for (guint k = 0; k < rows->len; k++)
      {
        const GArray *row = g_ptr_array_index (rows, pass % 2 == 0 ? k : rows->len - 1 - k);

        for (guint i = 0; i < row->len; i++)
          want[i] = wanted_x (net, children, g_array_index (row, guint, i));
        fit_in_order (want, row->len, cell, x);
        for (guint i = 0; i < row->len; i++)
          qd_bayes_net_node (net, g_array_index (row, guint, i))->x = x[i];
      }
}

void
qd_bayes_layout (QdBayesNet *net, const QdBayesRenderOptions *options)
{
  double scale = 1.0;   /* network units: the picture scales with the text (qd-bayes-render.c) */
  Graph gr;

  if (qd_bayes_net_n_nodes (net) == 0)
    return;
  g_autoptr(GPtrArray) rows = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);

  graph_init (&gr, net);
  reduce_crossings (&gr);
  place (&gr, net, scale, rows);
  straighten (net, rows, (QD_BAYES_RENDER_NODE_WIDTH + GAP_X) * scale);
  graph_clear (&gr);
}

static int
by_left (const void *a, const void *b)
{
  const double *da = a, *db = b;

  return da[0] < db[0] ? -1 : da[0] > db[0] ? 1 : 0;
}

gboolean
qd_bayes_layout_needed (const QdBayesNet *net, const QdBayesRenderOptions *options)
{
  guint n = qd_bayes_net_n_nodes (net);
  double scale = 1.0;   /* network units, as the layout spaces them */
  g_autofree double *box = g_new (double, 4 * (gsize) MAX (n, 1));

  for (guint v = 0; v < n; v++)
    {
      const QdBayesNode *node = qd_bayes_net_node (net, v);
      double w, h;

      if (!node->has_position || !isfinite (node->x) || !isfinite (node->y))
        return TRUE;
      qd_bayes_geometry_full_size (node, scale, &w, &h);
      box[4 * v] = node->x - w / 2;
      box[4 * v + 1] = node->x + w / 2;
      box[4 * v + 2] = node->y - h / 2;
      box[4 * v + 3] = node->y + h / 2;
    }
  /* Sweep by left edges: only boxes starting before one ends can meet it. */
  qsort (box, n, 4 * sizeof (double), by_left);
  for (guint i = 0; i < n; i++)
    for (guint j = i + 1; j < n && box[4 * j] < box[4 * i + 1]; j++)
      if (box[4 * j + 2] < box[4 * i + 3] && box[4 * i + 2] < box[4 * j + 3])
        return TRUE;
  return FALSE;
}

gboolean
qd_bayes_layout_ensure (QdBayesNet *net, const QdBayesRenderOptions *options)
{
  if (!qd_bayes_layout_needed (net, options))
    return FALSE;
  qd_bayes_layout (net, options);
  return TRUE;
}
