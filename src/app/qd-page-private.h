/* qd-page-private.h — what the files of the page base class share. */
#pragma once

#include "qd-page.h"

G_BEGIN_DECLS

/* qd-page-document.c: the undo and redo keys, in the base's class_init; the
 * undo and redo actions, once the page's own are added (constructed). */
void qd_page_document_class_init  (QdPageClass *klass);
void qd_page_document_constructed (QdPage *self);

/* qd-page-present.c: the default present_step and present_position; while
 * presenting, Page Down and Page Up step (TRUE when the key was taken). */
void     qd_page_present_class_init (QdPageClass *klass);
gboolean qd_page_present_key        (QdPage *self, guint keyval, GdkModifierType modifiers);

/* qd-page-shortcuts.c: the controller of the keys the page's classes
 * declared (qd_page_class_add_shortcut), made in constructed. */
void qd_page_add_shortcut_controller (QdPage *self);

G_END_DECLS
