import './theme/global.css';
