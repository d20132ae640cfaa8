/* qd-csp-xcsp-private.h — XCSP3 read as a small tree of elements
 * (qd-csp-xcsp-tree.c) for qd-csp-xcsp.c to build the model from. */
#pragma once

#include "qd-csp-model-private.h"

G_BEGIN_DECLS

typedef struct _QdXcspNode QdXcspNode;
struct _QdXcspNode {
  char *name;
  GStrv attr_names, attr_values;
  GString *text;
  GPtrArray *kids;
  guint line, column;     /* where its tag begins */
};

void        qd_xcsp_node_free (QdXcspNode *node);
const char *qd_xcsp_node_attr (const QdXcspNode *node, const char *name);
QdXcspNode *qd_xcsp_node_kid  (const QdXcspNode *node, const char *name);
/* The root element of the text, or NULL and an error naming the line and column. */
QdXcspNode *qd_xcsp_read_tree (const char *text, gsize length, GError **error);

G_END_DECLS
