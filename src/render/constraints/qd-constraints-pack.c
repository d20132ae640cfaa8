/* qd-constraints-pack.c — the constraint graph of a dense model made
 * readable: its constraints folded by kind, and no box left on another
 * (qd-constraints-render-private.h). */
#include "config.h"
#include "qd-constraints-render-private.h"

#include <math.h>

#include "problems/constraints/qd-constraints-fold.h"
#include "render/qd-text-measure.h"

#define RINGS_MAX 60            /* places tried around a box, ring by ring */

void
qd_constraints_pack_kinds (QdConstraintsLayout *l, const QdCspModel *model)
{
  g_autoptr(GHashTable) first = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GHashTable) edges = g_hash_table_new (g_int64_hash, g_int64_equal);
  g_autofree guint *count = g_new0 (guint, l->n_constraints + 1);
  g_autofree double *sum = g_new0 (double, 2 * (gsize) l->n_constraints + 2);
  g_autofree gint64 *keys = g_new (gint64, l->arcs->len + 1);

  l->group = g_new (gint, l->n_constraints + 1);
  for (guint c = 0; c < l->n_constraints; c++)
    {
      g_autofree char *key = NULL;
      gpointer at;

      l->group[c] = -1;
      if (!qd_constraints_layout_drawn (l, c))
        continue;
      key = qd_constraints_kind_key (qd_csp_constraint_description (model->csp, c));
      if (!g_hash_table_lookup_extended (first, key, NULL, &at))
        g_hash_table_insert (first, g_steal_pointer (&key), at = GUINT_TO_POINTER (c));
      l->group[c] = (gint) GPOINTER_TO_UINT (at);
      count[l->group[c]]++;
      sum[2 * l->group[c]] += l->constraints[c].x;
      sum[2 * l->group[c] + 1] += l->constraints[c].y;
    }
  for (guint c = 0; c < l->n_constraints; c++)
    {
      g_autofree char *key = NULL, *label = NULL;

      if (l->group[c] != (gint) c)
        continue;
      if (count[c] < 2)
        {
          l->group[c] = -1;
          continue;
        }
      /* "378 × expression(dist(x[], x[]) != dist(x[], x[]))", shortened. */
      key = qd_constraints_kind_key (qd_csp_constraint_description (model->csp, c));
      label = g_strdup_printf ("%u × %s", count[c], key);
      g_free (l->labels[c]);
      /* Few boxes: room for longer labels. */
      l->labels[c] = qd_constraints_ellipsize (label, 2 * QD_CONSTRAINTS_LABEL_CHARS);
      l->constraints[c].width = qd_text_measure (l->labels[c], QD_CONSTRAINTS_LABEL_SIZE) + 18;
      l->constraints[c].x = sum[2 * c] / count[c];
      l->constraints[c].y = sum[2 * c + 1] / count[c];
    }
  for (guint c = 0; c < l->n_constraints; c++)
    if (l->group[c] >= 0 && l->group[l->group[c]] < 0)
      l->group[c] = -1;
  /* One edge per kind and variable. */
  l->arc_dup = g_new0 (gboolean, l->arcs->len + 1);
  for (guint a = 0; a < l->arcs->len; a++)
    {
      const QdConstraintsArc *arc = &g_array_index (l->arcs, QdConstraintsArc, a);
      gint box = l->group[arc->constraint];

      if (box < 0)
        continue;
      keys[a] = ((gint64) box << 32) | arc->var;
      l->arc_dup[a] = g_hash_table_contains (edges, &keys[a]);
      g_hash_table_add (edges, &keys[a]);
    }
}

static gboolean
overlap (const QdConstraintsBox *a, const QdConstraintsBox *b)
{
  return fabs (a->x - b->x) * 2 < a->width + b->width + QD_CONSTRAINTS_GAP &&
         fabs (a->y - b->y) * 2 < a->height + b->height + QD_CONSTRAINTS_GAP;
}

static gboolean
free_at (const QdConstraintsBox *box, const GPtrArray *placed)
{
  for (guint i = 0; i < placed->len; i++)
    if (overlap (box, placed->pdata[i]))
      return FALSE;
  return TRUE;
}

/* The drawing's extent: x0, y0, x1, y1. */
static void
extent_of (const GPtrArray *placed, double extent[4])
{
  extent[0] = extent[1] = G_MAXDOUBLE;
  extent[2] = extent[3] = -G_MAXDOUBLE;
  for (guint i = 0; i < placed->len; i++)
    {
      const QdConstraintsBox *b = placed->pdata[i];

      extent[0] = MIN (extent[0], b->x - b->width / 2);
      extent[1] = MIN (extent[1], b->y - b->height / 2);
      extent[2] = MAX (extent[2], b->x + b->width / 2);
      extent[3] = MAX (extent[3], b->y + b->height / 2);
    }
}

static gboolean
inside (const QdConstraintsBox *box, const double extent[4])
{
  return extent == NULL || (box->x - box->width / 2 >= extent[0] && box->y - box->height / 2 >= extent[1] &&
                            box->x + box->width / 2 <= extent[2] && box->y + box->height / 2 <= extent[3]);
}

/* The nearest free place to `box`, ring by ring of places a box's
 * height (and a quarter of its width) apart, within `extent` (NULL:
 * anywhere).  TRUE if one was found. */
static gboolean
find_room_within (QdConstraintsBox *box, const GPtrArray *placed, const double *extent)
{
  double dx = box->width / 4 + QD_CONSTRAINTS_GAP, dy = box->height + QD_CONSTRAINTS_GAP;
  QdConstraintsBox at = *box;

  for (gint ring = 1; ring < RINGS_MAX; ring++)
    {
      double best = G_MAXDOUBLE;
      QdConstraintsBox found = *box;

      for (gint i = -ring; i <= ring; i++)
        for (gint j = -ring; j <= ring; j++)
          {
            if (MAX (ABS (i), ABS (j)) != ring)
              continue;
            at.x = box->x + i * dx;
            at.y = box->y + j * dy;
            if (hypot (i * dx, j * dy) < best && inside (&at, extent) && free_at (&at, placed))
              {
                best = hypot (i * dx, j * dy);
                found = at;
              }
          }
      if (best < G_MAXDOUBLE)
        {
          *box = found;
          return TRUE;
        }
    }
  return FALSE;
}

/* The nearest free place within the drawing's extent, so that the
 * drawing keeps its scale (a worksheet's network its size of type), else
 * the nearest anywhere. */
static void
find_room (QdConstraintsBox *box, const GPtrArray *placed)
{
  double extent[4];

  extent_of (placed, extent);
  if (!find_room_within (box, placed, extent))
    find_room_within (box, placed, NULL);
}

void
qd_constraints_pack_apart (QdConstraintsLayout *l, const gboolean *fixed)
{
  g_autoptr(GPtrArray) placed = g_ptr_array_new ();

  for (guint v = 0; v < l->n_vars; v++)
    if (qd_constraints_layout_is_node (l, v))
      g_ptr_array_add (placed, &l->vars[v]);
  for (guint c = 0; c < l->n_constraints; c++)
    if (fixed[c] && qd_constraints_layout_drawn (l, c))
      g_ptr_array_add (placed, &l->constraints[c]);
  for (guint c = 0; c < l->n_constraints; c++)
    if (!fixed[c] && qd_constraints_layout_drawn (l, c))
      {
        if (!free_at (&l->constraints[c], placed))
          find_room (&l->constraints[c], placed);
        g_ptr_array_add (placed, &l->constraints[c]);
      }
}

void
qd_constraints_pack_share (QdConstraintsLayout *l)
{
  for (guint c = 0; l->group != NULL && c < l->n_constraints; c++)
    if (l->group[c] >= 0 && l->group[c] != (gint) c)
      l->constraints[c] = l->constraints[l->group[c]];
}
