/* qd-owned.c — a block that owns its parts (qd-owned.h). */
#include "qd-owned.h"

struct _QdOwnedPart {
  QdOwnedPart *before;
  gpointer part;
  GDestroyNotify destroy;
};

gpointer
qd_owned_add (QdOwned *owned, gpointer part, GDestroyNotify destroy)
{
  QdOwnedPart *node;

  g_return_val_if_fail (owned != NULL && destroy != NULL, part);
  if (part == NULL)
    return NULL;
  node = g_new (QdOwnedPart, 1);
  *node = (QdOwnedPart) { .before = owned->last, .part = part, .destroy = destroy };
  owned->last = node;
  return part;
}

gpointer
qd_owned_steal (QdOwned *owned, gpointer part)
{
  QdOwnedPart **link;

  g_return_val_if_fail (owned != NULL, part);
  if (part == NULL)
    return NULL;
  for (link = &owned->last; *link != NULL; link = &(*link)->before)
    if ((*link)->part == part)
      {
        QdOwnedPart *node = *link;

        *link = node->before;
        g_free (node);
        break;
      }
  return part;
}

void
qd_owned_clear (QdOwned *owned)
{
  while (owned->last != NULL)
    {
      QdOwnedPart *node = owned->last;

      owned->last = node->before;
      node->destroy (node->part);
      g_free (node);
    }
}

void
qd_owned_free (gpointer block)
{
  if (block == NULL)
    return;
  qd_owned_clear (block);
  g_free (block);
}
