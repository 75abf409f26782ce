// After a navigation, the new page's heading takes the focus, so a screen reader says where the
// person is now; on the first load the focus stays at the start of the document.
export const navigation = { moved: false };
