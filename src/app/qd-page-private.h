/* qd-page-private.h — what the files of the page base class share. */
#pragma once

#include "qd-page.h"

G_BEGIN_DECLS

/* qd-page-document.c: the undo and redo keys, in the base's class_init; the
 * undo and redo actions, once the page's own are added (constructed). */
void qd_page_document_class_init  (QdPageClass *klass);
void qd_page_document_constructed (QdPage *self);

G_END_DECLS
