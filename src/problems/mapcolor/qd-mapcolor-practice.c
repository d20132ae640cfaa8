/* qd-mapcolor-practice.c — the questions of the map-colouring tab's search
 * and FC vs MAC tables; see qd-mapcolor-practice.h. */
#include "config.h"
#include "qd-mapcolor-practice.h"

#include <glib/gi18n.h>
#include <string.h>

#include "core/qd-owned.h"

/* Regions listed in a sentence. */
#define MAX_LISTED 8

/* What the answers are read against: the map (its own copy) and the
 * colours' names. */
typedef struct {
  QdOwned owned;
  QdMap *map;
  GPtrArray *colours;             /* char *: value i's name */
} Names;

static gint
find_key (const char *const *items, guint n, const char *typed)
{
  g_autofree char *want = qd_practice_name_key (typed);

  for (guint i = 0; i < n; i++)
    {
      g_autofree char *key = qd_practice_name_key (items[i]);

      if (g_str_equal (key, want))
        return (gint) i;
    }
  return -1;
}

static gint
find_region (const Names *names, const char *typed)
{
  return find_key ((const char *const *) names->map->names->pdata, names->map->n_regions, typed);
}

static gint
find_colour (const Names *names, const char *typed)
{
  return find_key ((const char *const *) names->colours->pdata, names->colours->len, typed);
}

/* REGION=COLOUR as a pair, else a region, else a colour. */
static char *
canonical (const char *typed, gpointer data)
{
  Names *names = data;
  const char *eq = strchr (typed, '=');
  gint region, colour;

  if (eq != NULL)
    {
      g_autofree char *left = g_strndup (typed, (gsize) (eq - typed));

      region = find_region (names, left);
      colour = find_colour (names, eq + 1);
      if (region < 0 || colour < 0)
        return NULL;
      return g_strdup_printf ("%s=%s", (const char *) names->map->names->pdata[region],
                              (const char *) names->colours->pdata[colour]);
    }
  region = find_region (names, typed);
  if (region >= 0)
    return g_strdup (names->map->names->pdata[region]);
  colour = find_colour (names, typed);
  return colour >= 0 ? g_strdup (names->colours->pdata[colour]) : NULL;
}

/* --- The state at a node of the search tree --- */

typedef struct {
  const QdSearchTree *tree;
  const QdCsp *csp;
  const QdMap *map;
  Names *names;
  guint n;                        /* regions */
  guint k;                        /* the largest domain */
  gint *values;                   /* per region: its colour at the node, or -1 */
  gboolean *removed;              /* [region * k + colour]: pruned on the way to the node */
} State;

static void
state_init (State *s, const QdSearchTree *tree, Names *names)
{
  s->tree = tree;
  s->csp = qd_search_tree_get_csp (tree);
  s->map = names->map;
  s->names = names;
  s->n = qd_csp_n_variables (s->csp);
  s->k = 1;
  for (guint v = 0; v < s->n; v++)
    s->k = MAX (s->k, qd_csp_domain_size (s->csp, v));
  s->values = g_new (gint, MAX (s->n, 1));
  s->removed = g_new0 (gboolean, (gsize) MAX (s->n, 1) * s->k);
}

static void
state_clear (State *s)
{
  g_free (s->values);
  g_free (s->removed);
}

static void
state_at (State *s, guint node)
{
  memset (s->removed, 0, sizeof (gboolean) * (gsize) MAX (s->n, 1) * s->k);
  qd_search_tree_csp_state (s->tree, node, s->values, s->removed, s->k);
}

static const char *
region_name (const State *s, guint r)
{
  return s->map->names->pdata[r];
}

static const char *
colour_name (const State *s, guint c)
{
  return c < s->names->colours->len ? s->names->colours->pdata[c] : "?";
}

static gboolean
has (const State *s, guint r, guint c)
{
  if (s->values[r] >= 0)
    return (guint) s->values[r] == c;
  return c < qd_csp_domain_size (s->csp, r) && !s->removed[(gsize) r * s->k + c];
}

static guint
count (const State *s, guint r)
{
  guint n = 0;

  for (guint c = 0; c < qd_csp_domain_size (s->csp, r); c++)
    n += has (s, r, c);
  return n;
}

/* "red, green" */
static char *
domain_text (const State *s, guint r)
{
  GString *text = g_string_new (NULL);

  for (guint c = 0; c < qd_csp_domain_size (s->csp, r); c++)
    if (has (s, r, c))
      g_string_append_printf (text, "%s%s", text->len > 0 ? ", " : "", colour_name (s, c));
  return g_string_free (text, FALSE);
}

/* Uncoloured neighbours (MRV's degree). */
static guint
open_degree (const State *s, guint r)
{
  guint n = 0;

  for (guint i = 0; i < qd_map_degree (s->map, r); i++)
    n += qd_map_neighbours (s->map, r)[i] != r && s->values[qd_map_neighbours (s->map, r)[i]] < 0;
  return n;
}

/* "NT 2, Q 3, …" of the regions in `regions` with their numbers. */
static char *
list_counts (const State *s, const guint *regions, const guint *numbers, guint n)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    {
      if (i == MAX_LISTED)
        {
          g_string_append (text, ", …");
          break;
        }
      g_string_append_printf (text, "%s%s %u", i > 0 ? ", " : "", region_name (s, regions[i]), numbers[i]);
    }
  return g_string_free (text, FALSE);
}

/* "NT, Q, …" */
static char *
list_regions (const State *s, const guint *regions, guint n)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < n && i <= MAX_LISTED; i++)
    g_string_append_printf (text, "%s%s", i > 0 ? ", " : "", i == MAX_LISTED ? "…" : region_name (s, regions[i]));
  return g_string_free (text, FALSE);
}

/* Why MRV + degree takes `chosen` at the state: the counts, the tie-break. */
static char *
explain_region (const State *s, guint chosen)
{
  g_autofree guint *tied = g_new (guint, MAX (s->n, 1));
  g_autofree guint *numbers = g_new (guint, MAX (s->n, 1));
  g_autofree guint *others = g_new (guint, MAX (s->n, 1));
  g_autofree guint *other_numbers = g_new (guint, MAX (s->n, 1));
  g_autofree char *left = domain_text (s, chosen);
  guint least = G_MAXUINT, n_tied = 0, n_others = 0, best_degree = 0, n_best = 0;
  gint pick = -1;

  for (guint r = 0; r < s->n; r++)
    if (s->values[r] < 0)
      least = MIN (least, count (s, r));
  for (guint r = 0; r < s->n; r++)
    if (s->values[r] < 0)
      {
        if (count (s, r) == least)
          {
            tied[n_tied] = r;
            numbers[n_tied++] = open_degree (s, r);
            best_degree = MAX (best_degree, open_degree (s, r));
          }
        else
          {
            others[n_others] = r;
            other_numbers[n_others++] = count (s, r);
          }
      }
  for (guint i = 0; i < n_tied; i++)
    if (numbers[i] == best_degree && n_best++ == 0)
      pick = (gint) tied[i];
  if (pick != (gint) chosen)
    return g_strdup_printf (_("The search colours %s next."), region_name (s, chosen));
  if (n_tied == 1)
    {
      g_autofree char *rest = list_counts (s, others, other_numbers, n_others);

      if (n_others == 0)
        return g_strdup_printf (_("%s is the last uncoloured region."), region_name (s, chosen));
      return g_strdup_printf (ngettext ("MRV takes the uncoloured region with the fewest colours left: %s has %u "
                                        "(%s), the others more (%s).",
                                        "MRV takes the uncoloured region with the fewest colours left: %s has %u "
                                        "(%s), the others more (%s).", least),
                              region_name (s, chosen), least, left, rest);
    }
  {
    g_autofree char *degrees = list_counts (s, tied, numbers, n_tied);
    g_autofree char *regions = list_regions (s, tied, n_tied);

    if (n_best == 1)
      return g_strdup_printf (ngettext ("MRV ties: %u colour is left to each of %s, so the degree rule takes the one "
                                        "with the most uncoloured neighbours: %s (uncoloured neighbours: %s).",
                                        "MRV ties: %u colours are left to each of %s, so the degree rule takes the "
                                        "one with the most uncoloured neighbours: %s (uncoloured neighbours: %s).",
                                        least),
                              least, regions, region_name (s, chosen), degrees);
    return g_strdup_printf (ngettext ("MRV ties: %u colour is left to each of %s, and the most uncoloured neighbours "
                                      "tie too (uncoloured neighbours: %s), so the map's order decides: %s.",
                                      "MRV ties: %u colours are left to each of %s, and the most uncoloured "
                                      "neighbours tie too (uncoloured neighbours: %s), so the map's order decides: %s.",
                                      least),
                            least, regions, degrees, region_name (s, chosen));
  }
}

/* LCV's order of the colours left to r: by how many choices each takes
 * from r's uncoloured neighbours, ties by colour.  Returns how many, the
 * colours in `order` and their scores in `scores`. */
static guint
lcv_order (const State *s, guint r, guint *order, guint *scores)
{
  guint n = 0;

  for (guint c = 0; c < qd_csp_domain_size (s->csp, r); c++)
    if (has (s, r, c))
      {
        guint score = 0, i;

        for (guint k = 0; k < qd_map_degree (s->map, r); k++)
          {
            guint w = qd_map_neighbours (s->map, r)[k];

            score += w != r && s->values[w] < 0 && has (s, w, c);
          }
        /* Insertion by (score, colour): colours come in order. */
        for (i = n; i > 0 && scores[i - 1] > score; i--)
          {
            order[i] = order[i - 1];
            scores[i] = scores[i - 1];
          }
        order[i] = c;
        scores[i] = score;
        n++;
      }
  return n;
}

/* "green 1, red 2" */
static char *
list_scores (const State *s, const guint *order, const guint *scores, guint n)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    g_string_append_printf (text, "%s%s %u", i > 0 ? ", " : "", colour_name (s, order[i]), scores[i]);
  return g_string_free (text, FALSE);
}

/* Why a tried assignment did not lead on: a wipe-out, a dead end, or the
 * whole subtree. */
static char *
failure_text (const State *s, guint node)
{
  const QdSearchNode *n = qd_search_tree_node (s->tree, node);

  if (n->status == QD_SEARCH_NODE_FAILURE && n->u.csp.cause >= 0 && (n->flags & QD_SEARCH_NODE_WIPEOUT))
    return g_strdup_printf (_("it left %s no colour"), region_name (s, (guint) n->u.csp.cause));
  if (n->status == QD_SEARCH_NODE_FAILURE && n->u.csp.cause >= 0)
    return g_strdup_printf (_("no colour was left for %s"), region_name (s, (guint) n->u.csp.cause));
  return g_strdup (_("every way on from it failed"));
}

/* Why the colour of `node` (the `index`-th child tried at the state) is the
 * one tried. */
static char *
explain_colour (const State *s, guint node, guint index, guint previous)
{
  const QdSearchNode *n = qd_search_tree_node (s->tree, node);
  g_autofree guint *order = g_new (guint, s->k);
  g_autofree guint *scores = g_new (guint, s->k);
  guint m = lcv_order (s, n->a, order, scores);
  g_autofree char *list = list_scores (s, order, scores, m);

  if (index >= m || order[index] != n->b)
    return g_strdup_printf (_("The search tries %s=%s."), region_name (s, n->a), colour_name (s, n->b));
  if (index == 0)
    return g_strdup_printf (_("LCV tries first the colour that takes the fewest choices from the uncoloured "
                              "neighbours of %s, ties in the colours' order; choices taken: %s."),
                            region_name (s, n->a), list);
  {
    const QdSearchNode *p = qd_search_tree_node (s->tree, previous);
    g_autofree char *failed = failure_text (s, previous);

    return g_strdup_printf (_("%s=%s failed (%s), so the search tries the next colour in LCV's order (choices "
                              "taken: %s): %s."),
                            region_name (s, p->a), colour_name (s, p->b), failed, list, colour_name (s, n->b));
  }
}

/* --- Removals --- */

/* A removal or an assignment, "SA=red", added to a set. */
static void
add_pair (QdPracticeNames *set, const char *region, const char *colour)
{
  g_autofree char *name = g_strdup_printf ("%s=%s", region, colour);

  qd_practice_names_add (set, name, ", ", NULL);
}

/* The neighbour of y left with colour a alone as the removals are replayed
 * (the region just coloured first), or -1. */
static gint
removal_cause (const State *s, guint x, guint y, guint a)
{
  if (qd_map_adjacent (s->map, x, y) && count (s, x) == 1 && has (s, x, a))
    return (gint) x;
  for (guint k = 0; k < qd_map_degree (s->map, y); k++)
    {
      guint z = qd_map_neighbours (s->map, y)[k];

      if (z != y && count (s, z) == 1 && has (s, z, a))
        return (gint) z;
    }
  return -1;
}

/* The values the inference of `node` removes, in their order, and why:
 * the state is the parent's, replayed through the node's prunings (it is
 * left changed). */
static char *
node_removals (State *s, guint node, gboolean mac, QdPracticeNames *r)
{
  const QdSearchNode *n = qd_search_tree_node (s->tree, node);
  g_autoptr(GString) causes = g_string_new (NULL);
  g_autoptr(GString) regions = g_string_new (NULL);
  gboolean wiped = n->status == QD_SEARCH_NODE_FAILURE && (n->flags & QD_SEARCH_NODE_WIPEOUT) && n->u.csp.cause >= 0;
  const char *x = region_name (s, n->a), *v = colour_name (s, n->b);
  g_autofree char *label = g_strdup_printf ("%s=%s", x, v);

  s->values[n->a] = (gint) n->b;
  for (guint k = 0; k < n->u.csp.n_prunes; k++)
    {
      guint y, a;
      gint z;

      qd_search_tree_csp_get_prune (s->tree, node, k, &y, &a);
      if (y >= s->n || a >= s->k)
        continue;
      z = removal_cause (s, n->a, y, a);
      add_pair (r, region_name (s, y), colour_name (s, a));
      g_string_append_printf (regions, "%s%s", regions->len > 0 ? ", " : "", region_name (s, y));
      if (causes->len > 0)
        g_string_append (causes, "; ");
      /* TRANSLATORS: one value arc consistency removes and why: "NT=green, as SA has only green left" */
      g_string_append_printf (causes, _("%s=%s, as %s has only %s left"), region_name (s, y), colour_name (s, a),
                              z >= 0 ? region_name (s, (guint) z) : "?", colour_name (s, a));
      s->removed[(gsize) y * s->k + a] = TRUE;
    }
  if (!mac && n->u.csp.n_prunes == 0)
    return g_strdup_printf (_("No uncoloured neighbour of %s still has %s: forward checking removes nothing."), x, v);
  if (mac && n->u.csp.n_prunes == 0)
    return g_strdup_printf (_("After %s every colour left keeps a support in each neighbour's domain: arc "
                              "consistency removes nothing."), label);
  if (!mac && wiped)
    return g_strdup_printf (_("Forward checking removes %s from the uncoloured neighbours of %s that still have it, "
                              "one after another, and stops at the first it leaves empty: %s, whose domain is "
                              "wiped out, so %s fails."), v, x, regions->str, label);
  if (!mac)
    return g_strdup_printf (_("Forward checking removes %s from the uncoloured neighbours of %s that still have it: "
                              "%s."), v, x, regions->str);
  if (wiped)
    return g_strdup_printf (_("After %s arc consistency removes %s; that empties %s, a wipe-out, so %s fails."),
                            label, causes->str, region_name (s, (guint) n->u.csp.cause), label);
  return g_strdup_printf (_("After %s arc consistency removes %s."), label, causes->str);
}

static const char *
removals_text (gboolean mac)
{
  return mac ? _("%s: which values does arc consistency remove? Type them as SA=red, NT=green (none if none).")
             : _("%s: which values does forward checking remove? Type them as SA=red, NT=green (none if none).");
}

static const char *
removals_hint (gboolean mac)
{
  return mac ? _("Arc consistency removes a colour from a region when a neighbour has only that colour left, again "
                 "and again until none does; it stops at a domain left empty.")
             : _("Forward checking removes the colour just given from each uncoloured neighbour that still has it; "
                 "it stops at a domain left empty.");
}

static Names *
names_new (const QdMap *map, const QdCsp *csp)
{
  Names *names = g_new0 (Names, 1);
  guint k = 0;

  names->map = qd_owned_add (&names->owned, qd_map_copy (map), (GDestroyNotify) qd_map_free);
  names->colours = qd_owned_add (&names->owned, g_ptr_array_new_with_free_func (g_free),
                                 (GDestroyNotify) g_ptr_array_unref);
  for (guint v = 0; v < qd_csp_n_variables (csp); v++)
    k = MAX (k, qd_csp_domain_size (csp, v));
  for (guint c = 0; c < k; c++)
    g_ptr_array_add (names->colours, qd_csp_value_name (csp, 0, c));
  return names;
}

const char *
qd_mapcolor_practice_unsupported (const QdMapcolorSolveOptions *options)
{
  if ((options->algorithm != QD_MAPCOLOR_ALGO_FC && options->algorithm != QD_MAPCOLOR_ALGO_MAC) || options->restarts)
    return _("Practice follows forward checking or arc consistency (MAC) without restarts: choose one of them.");
  return NULL;
}

QdPractice *
qd_mapcolor_practice_new_search (const QdMap *map, const QdSearchTree *tree, const QdMapcolorStep *steps,
                                 guint n_steps, QdCspInference inference, const gint *solution,
                                 guint max_assignments)
{
  gboolean mac = inference == QD_CSP_INFER_MAC;
  Names *names;
  QdPractice *practice;
  State s;
  guint assignment = 0, n_nodes = qd_search_tree_n_nodes (tree), step;

  g_return_val_if_fail (qd_search_tree_get_csp (tree) != NULL, NULL);
  g_return_val_if_fail (qd_csp_n_variables (qd_search_tree_get_csp (tree)) == map->n_regions, NULL);
  names = names_new (map, qd_search_tree_get_csp (tree));
  practice = qd_practice_new (canonical, names, qd_owned_free);
  state_init (&s, tree, names);
  for (step = 0; step < n_steps && assignment < max_assignments; step++)
    {
      const QdSearchNode *n;
      guint node, parent, index = 0, previous = 0;
      g_autofree char *why = NULL, *text = NULL, *label = NULL;

      if (steps[step].color < 0)
        continue;
      node = ++assignment;
      if (node >= n_nodes)
        break;
      n = qd_search_tree_node (tree, node);
      parent = n->parent;
      for (guint c = qd_search_tree_first_child (tree, parent); c != node && c != QD_SEARCH_NODE_NONE;
           c = qd_search_tree_next_sibling (tree, c))
        {
          index++;
          previous = c;
        }
      state_at (&s, parent);
      label = g_strdup_printf ("%s=%s", region_name (&s, n->a), colour_name (&s, n->b));
      if (index == 0)
        {
          const char *answer[] = { region_name (&s, n->a), NULL };

          why = explain_region (&s, n->a);
          qd_practice_add_names (practice, QD_PRACTICE_NAME, QD_PRACTICE_LEVEL_DECISION, step,
                                 _("Which region does the search colour next? Click it or type its name."),
                                 answer, answer[0], why,
                                 _("MRV: the uncoloured region with the fewest colours left; on a tie, the one with "
                                   "the most uncoloured neighbours; then the map's order."));
          g_clear_pointer (&why, g_free);
        }
      {
        const char *answer[] = { colour_name (&s, n->b), NULL };
        g_autofree char *left = domain_text (&s, n->a);

        why = explain_colour (&s, node, index, previous);
        if (index == 0)
          text = g_strdup_printf (_("%s is coloured next, from %s: which colour does LCV try first?"),
                                  region_name (&s, n->a), left);
        else
          {
            const QdSearchNode *p = qd_search_tree_node (tree, previous);

            text = g_strdup_printf (_("%s=%s is taken back: which colour does the search try for %s now?"),
                                    region_name (&s, p->a), colour_name (&s, p->b), region_name (&s, n->a));
          }
        qd_practice_add_names (practice, QD_PRACTICE_NAME, QD_PRACTICE_LEVEL_DECISION, step, text, answer,
                               answer[0], why,
                               _("LCV: for each colour left, count the uncoloured neighbours that still have it; "
                                 "the smallest count first, ties in the colours' order."));
        g_clear_pointer (&why, g_free);
        g_clear_pointer (&text, g_free);
      }
      {
        QdPracticeNames r;

        qd_practice_names_init (&r);
        why = node_removals (&s, node, mac, &r);
        text = g_strdup_printf (removals_text (mac), label);
        qd_practice_add_names_of (practice, &r, QD_PRACTICE_LEVEL_STEP, step, text, why, removals_hint (mac));
      }
    }
  /* The end: the colouring, asked on the map as it starts. */
  {
    QdPracticeNames r;
    g_autofree char *why = NULL;

    qd_practice_names_init (&r);
    if (solution != NULL)
      {
        for (guint v = 0; v < map->n_regions; v++)
          add_pair (&r, region_name (&s, v), colour_name (&s, (guint) solution[v]));
        /* TRANSLATORS: the end of a practice session: the colouring as Region=colour pairs */
        why = g_strdup_printf (_("The search's colouring is %s."), r.shown->str);
      }
    else
      why = g_strdup (_("Every way was ruled out: the map has no colouring with these colours."));
    qd_practice_add_names_of (practice, &r, QD_PRACTICE_LEVEL_END, 0,
                           _("Which colouring does the search find? Type every region's colour as SA=red, "
                             "NT=green (none if there is none)."),
                           why, _("Follow the search: MRV's region, LCV's colour, the inference's removals, back to "
                                  "the last choice when a domain is wiped out."));
  }
  /* More assignments than are asked about: said. */
  for (; assignment >= max_assignments && step < n_steps; step++)
    if (steps[step].color >= 0)
      {
        g_autofree char *note = g_strdup_printf (_("Only the first %'u assignments are asked about, then the "
                                                   "colouring."), max_assignments);

        qd_practice_set_note (practice, note);
        break;
      }
  state_clear (&s);
  return practice;
}

QdPractice *
qd_mapcolor_practice_new_fcmac (const QdMap *map, QdCspTable *const *tables, guint n_tables)
{
  Names *names;
  QdPractice *practice;
  guint base = 0;

  g_return_val_if_fail (n_tables > 0 && tables[0]->tree != NULL, NULL);
  names = names_new (map, qd_search_tree_get_csp (tables[0]->tree));
  practice = qd_practice_new (canonical, names, qd_owned_free);
  for (guint t = 0; t < n_tables; t++)
    {
      const QdCspTable *table = tables[t];
      gboolean mac = table->method == QD_CSP_TABLES_MAC;
      guint node = 0;
      State s;

      state_init (&s, table->tree, names);
      for (guint row = 1; row < table->rows->len; row++)
        {
          const QdCspTablesRow *r = &g_array_index (table->rows, QdCspTablesRow, row);
          g_autofree char *label = NULL, *text = NULL, *why = NULL;
          QdPracticeNames removals;

          if (r->kind != QD_CSP_TABLES_ROW_ASSIGN && r->kind != QD_CSP_TABLES_ROW_WIPEOUT)
            continue;
          if (++node >= qd_search_tree_n_nodes (table->tree))
            break;
          state_at (&s, qd_search_tree_node (table->tree, node)->parent);
          label = qd_csp_tables_row_label (table, row, FALSE);
          text = g_strdup_printf (removals_text (mac), label);
          qd_practice_names_init (&removals);
          why = node_removals (&s, node, mac, &removals);
          qd_practice_add_names_of (practice, &removals, QD_PRACTICE_LEVEL_DECISION, base + row, text, why,
                                 removals_hint (mac));
        }
      {
        g_autofree char *why = NULL;
        g_autofree char *counts = g_strdup_printf (ngettext ("%u assignment", "%u assignments", table->assignments),
                                                   table->assignments);

        /* TRANSLATORS: "Forward checking makes 9 assignments (2 wiped out) before it ends." */
        why = g_strdup_printf (ngettext ("%s makes %s (%u wiped out) before it ends.",
                                         "%s makes %s (%u wiped out) before it ends.", table->wipeouts),
                               mac ? _("Arc consistency") : _("Forward checking"), counts, table->wipeouts);
        qd_practice_add_number (practice, QD_PRACTICE_LEVEL_END, base + 1,
                                mac ? _("How many assignments does MAC make, wiped-out ones included?")
                                    : _("How many assignments does forward checking make, wiped-out ones included?"),
                                table->assignments, why,
                                _("Fill the table row by row: each row with an assignment counts, a backtrack row "
                                  "does not."));
      }
      state_clear (&s);
      base += table->rows->len;
    }
  return practice;
}
